extension Translation {
    /// Hungarian: `hu` and `hu_HU`; a noun after a number stays singular.
    static let hungarian = Translation("hu", name: "Hungarian (Magyar)", texts: [
        .characterLimitReached: "Elérte a karakterkorlátot",
        .reduceCharacters: "Csökkentse a karakterek számát",
        .readOnlyField: "Csak olvasható mező",
        .requiredFieldAccessibility: "{label}, kötelező",
        .optionalFieldAccessibility: "{label}, nem kötelező",
        .emptyValueAccessibility: "Üres",
        .cardRecognized: "Kártya felismerve: {brand}",
        .errorCorrected: "Hiba javítva",
        .optionalMark: "(nem kötelező)",
        .requiredFieldsNote: "A csillaggal (*) jelölt mezők kitöltése kötelező",
        .remainingZero: "Nem maradt több karakter",
        .valueRequired: "Adjon meg egy értéket",
        .patternMismatch: "Ellenőrizze az érték formátumát",
        .cardIncomplete: "Adja meg a teljes kártyaszámot",
        .cardInvalidChecksum: "Ellenőrizze a kártyaszámot: érvénytelen",
        .cardUnsupportedLength: "Ez a kártyaszám túl sok számjegyből áll",
        .cardUnknownBrand: "Ellenőrizze a kártyaszámot: egyetlen kártyatípus sem kezdődik ezekkel a számjegyekkel",
        .amountAboveMaximum: "Legfeljebb {maximum} összeget adjon meg",
        .phoneIncomplete: "Adja meg a teljes telefonszámot",
        .phoneTooLong: "Ez a telefonszám túl sok számjegyből áll",
        .securityCodeIncomplete: "Adja meg a biztonsági kódot ({digits} számjegy)",
        .securityCodeTooLong: "A kártya biztonsági kódja {digits} számjegyből áll",
        .expiryIncomplete: "Adja meg a hónapot és az évet HH/ÉÉ formátumban",
        .expiryInvalidMonth: "Ellenőrizze a hónapot: 01 és 12 között kell lennie",
        .expiryExpired: "A kártya lejárt",
        .expiryTooFarAhead: "Ellenőrizze az évet: túl távoli",
        .ibanIncomplete: "Adja meg a teljes IBAN-t",
        .ibanInvalidChecksum: "Ellenőrizze az IBAN-t: érvénytelen",
        .ibanTooLong: "Ez az IBAN hosszabb az országában szokásosnál",
        .phoneInvalid: "Ellenőrizze a telefonszámot: nem hasonlít egyetlen {region} számra sem",
    ], counted: [
        .bannerOther: [
            .one: "{count} mező javítást igényel",
            .other: "{count} mező javítást igényel",
        ],
        .remainingOther: [
            .one: "{count} karakter maradt",
            .other: "{count} karakter maradt",
        ],
        .overOther: [
            .one: "{count} karakterrel több a megengedettnél",
            .other: "{count} karakterrel több a megengedettnél",
        ],
        .tooShortOther: [
            .one: "Adjon meg legalább {limit} karaktert",
            .other: "Adjon meg legalább {limit} karaktert",
        ],
        .tooLongOther: [
            .one: "Adjon meg legfeljebb {limit} karaktert",
            .other: "Adjon meg legfeljebb {limit} karaktert",
        ],
    ])
}
