extension Translation {
    /// Norwegian Bokmål: `nb`, `no` and `nn` (no Nynorsk table: Bokmål is closer than English), and their locales.
    static let norwegian = Translation("nb", name: "Norwegian Bokmål (Norsk bokmål)", texts: [
        .characterLimitReached: "Tegngrensen er nådd",
        .reduceCharacters: "Reduser antall tegn",
        .readOnlyField: "Skrivebeskyttet felt",
        .requiredFieldAccessibility: "{label}, obligatorisk",
        .optionalFieldAccessibility: "{label}, valgfritt",
        .emptyValueAccessibility: "Tomt",
        .cardRecognized: "Kort gjenkjent: {brand}",
        .errorCorrected: "Feil rettet",
        .optionalMark: "(valgfritt)",
        .requiredFieldsNote: "Felt merket med stjerne (*) er obligatoriske",
        .remainingZero: "Ingen tegn igjen",
        .valueRequired: "Skriv inn en verdi",
        .patternMismatch: "Kontroller formatet på verdien",
        .cardIncomplete: "Skriv inn hele kortnummeret",
        .cardInvalidChecksum: "Kontroller kortnummeret: det er ugyldig",
        .cardUnsupportedLength: "Kortnummeret har for mange sifre",
        .cardUnknownBrand: "Kontroller kortnummeret: ingen kortmerker starter med disse sifrene",
        .amountAboveMaximum: "Skriv inn et beløp på høyst {maximum}",
        .phoneIncomplete: "Skriv inn hele telefonnummeret",
        .phoneTooLong: "Telefonnummeret har for mange sifre",
        .securityCodeIncomplete: "Skriv inn den {digits}-sifrede sikkerhetskoden",
        .securityCodeTooLong: "Sikkerhetskoden på dette kortet har {digits} sifre",
        .expiryIncomplete: "Skriv inn måned og år som MM/ÅÅ",
        .expiryInvalidMonth: "Kontroller måneden: den må være fra 01 til 12",
        .expiryExpired: "Kortet er utløpt",
        .expiryTooFarAhead: "Kontroller året: det er for langt frem i tid",
        .ibanIncomplete: "Skriv inn hele IBAN-nummeret",
        .ibanInvalidChecksum: "Kontroller IBAN-nummeret: det er ugyldig",
        .ibanTooLong: "IBAN-nummeret er lengre enn det som gjelder i landet",
        .phoneInvalid: "Kontroller telefonnummeret: det ligner ikke på noe nummer i {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} felt må rettes",
            .other: "{count} felt må rettes",
        ],
        .remainingOther: [
            .one: "{count} tegn igjen",
            .other: "{count} tegn igjen",
        ],
        .overOther: [
            .one: "{count} tegn over grensen",
            .other: "{count} tegn over grensen",
        ],
        .tooShortOther: [
            .one: "Skriv inn minst {limit} tegn",
            .other: "Skriv inn minst {limit} tegn",
        ],
        .tooLongOther: [
            .one: "Skriv inn høyst {limit} tegn",
            .other: "Skriv inn høyst {limit} tegn",
        ],
    ])
}
