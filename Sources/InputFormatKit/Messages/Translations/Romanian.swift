extension Translation {
    /// Romanian: `ro` and every Romanian locale (`ro_RO`, `ro_MD`); from 20 on a count takes “de”.
    static let romanian = Translation("ro", name: "Romanian (Română)", texts: [
        .characterLimitReached: "Ați atins limita de caractere",
        .reduceCharacters: "Reduceți numărul de caractere",
        .readOnlyField: "Câmp doar în citire",
        .requiredFieldAccessibility: "{label}, obligatoriu",
        .optionalMark: "(opțional)",
        .requiredFieldsNote: "Câmpurile marcate cu asterisc (*) sunt obligatorii",
        .remainingZero: "Nu mai este disponibil niciun caracter",
        .valueRequired: "Introduceți o valoare",
        .patternMismatch: "Verificați formatul acestei valori",
        .cardIncomplete: "Introduceți numărul complet al cardului",
        .cardInvalidChecksum: "Verificați numărul cardului: nu este valid",
        .cardUnsupportedLength: "Acest număr de card are prea multe cifre",
        .cardUnknownBrand: "Verificați numărul cardului: niciun tip de card nu începe cu aceste cifre",
        .amountAboveMaximum: "Introduceți o sumă de cel mult {maximum}",
        .phoneIncomplete: "Introduceți numărul de telefon complet",
        .phoneTooLong: "Acest număr de telefon are prea multe cifre",
        .securityCodeIncomplete: "Introduceți codul de securitate din {digits} cifre",
        .securityCodeTooLong: "Codul de securitate al acestui card are {digits} cifre",
        .expiryIncomplete: "Introduceți luna și anul în formatul LL/AA",
        .expiryInvalidMonth: "Verificați luna: trebuie să fie între 01 și 12",
        .expiryExpired: "Acest card a expirat",
        .expiryTooFarAhead: "Verificați anul: este prea îndepărtat",
        .ibanIncomplete: "Introduceți IBAN-ul complet",
        .ibanInvalidChecksum: "Verificați IBAN-ul: nu este valid",
        .ibanTooLong: "Acest IBAN este mai lung decât cele din țara sa",
        .phoneInvalid: "Verificați numărul de telefon: nu seamănă cu niciun număr din {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} câmp necesită atenție",
            .few: "{count} câmpuri necesită atenție",
            .other: "{count} de câmpuri necesită atenție",
        ],
        .remainingOther: [
            .one: "{count} caracter rămas",
            .few: "{count} caractere rămase",
            .other: "{count} de caractere rămase",
        ],
        .overOther: [
            .one: "{count} caracter peste limită",
            .few: "{count} caractere peste limită",
            .other: "{count} de caractere peste limită",
        ],
        .tooShortOther: [
            .one: "Introduceți cel puțin {limit} caracter",
            .few: "Introduceți cel puțin {limit} caractere",
            .other: "Introduceți cel puțin {limit} de caractere",
        ],
        .tooLongOther: [
            .one: "Introduceți cel mult {limit} caracter",
            .few: "Introduceți cel mult {limit} caractere",
            .other: "Introduceți cel mult {limit} de caractere",
        ],
    ])
}
