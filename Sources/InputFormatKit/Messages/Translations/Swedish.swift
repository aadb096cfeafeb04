extension Translation {
    /// Swedish: `sv` and every Swedish locale (`sv_SE`, `sv_FI`…).
    static let swedish = Translation("sv", name: "Swedish (Svenska)", texts: [
        .characterLimitReached: "Teckengränsen har nåtts",
        .reduceCharacters: "Minska antalet tecken",
        .readOnlyField: "Skrivskyddat fält",
        .requiredFieldAccessibility: "{label}, obligatoriskt",
        .optionalFieldAccessibility: "{label}, valfritt",
        .emptyValueAccessibility: "Tomt",
        .cardRecognized: "Kort identifierat: {brand}",
        .errorCorrected: "Felet har rättats",
        .optionalMark: "(valfritt)",
        .requiredFieldsNote: "Fält markerade med asterisk (*) är obligatoriska",
        .remainingZero: "Inga tecken kvar",
        .valueRequired: "Ange ett värde",
        .patternMismatch: "Kontrollera formatet på värdet",
        .cardIncomplete: "Ange hela kortnumret",
        .cardInvalidChecksum: "Kontrollera kortnumret: det är ogiltigt",
        .cardUnsupportedLength: "Kortnumret har för många siffror",
        .cardUnknownBrand: "Kontrollera kortnumret: inget kortmärke börjar med de här siffrorna",
        .amountAboveMaximum: "Ange ett belopp på högst {maximum}",
        .phoneIncomplete: "Ange hela telefonnumret",
        .phoneTooLong: "Telefonnumret har för många siffror",
        .securityCodeIncomplete: "Ange den {digits}-siffriga säkerhetskoden",
        .securityCodeTooLong: "Kortets säkerhetskod har {digits} siffror",
        .expiryIncomplete: "Ange månad och år som MM/ÅÅ",
        .expiryInvalidMonth: "Kontrollera månaden: den ska vara mellan 01 och 12",
        .expiryExpired: "Kortet har gått ut",
        .expiryTooFarAhead: "Kontrollera året: det ligger för långt fram",
        .ibanIncomplete: "Ange hela IBAN-numret",
        .ibanInvalidChecksum: "Kontrollera IBAN-numret: det är ogiltigt",
        .ibanTooLong: "IBAN-numret är längre än vad som gäller i landet",
        .phoneInvalid: "Kontrollera telefonnumret: det liknar inget nummer i {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} fält behöver åtgärdas",
            .other: "{count} fält behöver åtgärdas",
        ],
        .remainingOther: [
            .one: "{count} tecken kvar",
            .other: "{count} tecken kvar",
        ],
        .overOther: [
            .one: "{count} tecken över gränsen",
            .other: "{count} tecken över gränsen",
        ],
        .tooShortOther: [
            .one: "Ange minst {limit} tecken",
            .other: "Ange minst {limit} tecken",
        ],
        .tooLongOther: [
            .one: "Ange högst {limit} tecken",
            .other: "Ange högst {limit} tecken",
        ],
    ])
}
