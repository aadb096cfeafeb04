extension Translation {
    /// Danish: `da` and every Danish locale (`da_DK`, `da_GL`).
    static let danish = Translation("da", name: "Danish (Dansk)", texts: [
        .characterLimitReached: "Tegngrænsen er nået",
        .reduceCharacters: "Reducer antallet af tegn",
        .readOnlyField: "Skrivebeskyttet felt",
        .requiredFieldAccessibility: "{label}, obligatorisk",
        .optionalFieldAccessibility: "{label}, valgfrit",
        .emptyValueAccessibility: "Tomt",
        .cardRecognized: "Kort genkendt: {brand}",
        .errorCorrected: "Fejl rettet",
        .optionalMark: "(valgfrit)",
        .requiredFieldsNote: "Felter markeret med stjerne (*) er obligatoriske",
        .remainingZero: "Ingen tegn tilbage",
        .valueRequired: "Angiv en værdi",
        .patternMismatch: "Kontrollér formatet af denne værdi",
        .cardIncomplete: "Angiv hele kortnummeret",
        .cardInvalidChecksum: "Kontrollér kortnummeret: det er ugyldigt",
        .cardUnsupportedLength: "Kortnummeret har for mange cifre",
        .cardUnknownBrand: "Kontrollér kortnummeret: intet kortmærke starter med disse cifre",
        .amountAboveMaximum: "Angiv et beløb på højst {maximum}",
        .phoneIncomplete: "Angiv hele telefonnummeret",
        .phoneTooLong: "Telefonnummeret har for mange cifre",
        .securityCodeIncomplete: "Angiv den {digits}-cifrede sikkerhedskode",
        .securityCodeTooLong: "Kortets sikkerhedskode har {digits} cifre",
        .expiryIncomplete: "Angiv måned og år som MM/ÅÅ",
        .expiryInvalidMonth: "Kontrollér måneden: den skal være fra 01 til 12",
        .expiryExpired: "Kortet er udløbet",
        .expiryTooFarAhead: "Kontrollér året: det ligger for langt ude i fremtiden",
        .ibanIncomplete: "Angiv hele IBAN-nummeret",
        .ibanInvalidChecksum: "Kontrollér IBAN-nummeret: det er ugyldigt",
        .ibanTooLong: "IBAN-nummeret er længere end landets",
        .phoneInvalid: "Kontrollér telefonnummeret: det ligner ikke et nummer fra {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} felt kræver din opmærksomhed",
            .other: "{count} felter kræver din opmærksomhed",
        ],
        .remainingOther: [
            .one: "{count} tegn tilbage",
            .other: "{count} tegn tilbage",
        ],
        .overOther: [
            .one: "{count} tegn over grænsen",
            .other: "{count} tegn over grænsen",
        ],
        .tooShortOther: [
            .one: "Angiv mindst {limit} tegn",
            .other: "Angiv mindst {limit} tegn",
        ],
        .tooLongOther: [
            .one: "Angiv højst {limit} tegn",
            .other: "Angiv højst {limit} tegn",
        ],
    ])
}
