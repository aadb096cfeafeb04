extension Translation {
    /// Slovak: `sk` and `sk_SK` (the `many` form is for fractions only, which no count is).
    static let slovak = Translation("sk", name: "Slovak (Slovenčina)", texts: [
        .characterLimitReached: "Dosiahol sa limit znakov",
        .reduceCharacters: "Znížte počet znakov",
        .readOnlyField: "Pole iba na čítanie",
        .requiredFieldAccessibility: "{label}, povinné",
        .optionalMark: "(nepovinné)",
        .requiredFieldsNote: "Polia označené hviezdičkou (*) sú povinné",
        .remainingZero: "Nezostávajú žiadne znaky",
        .valueRequired: "Zadajte hodnotu",
        .patternMismatch: "Skontrolujte formát tejto hodnoty",
        .cardIncomplete: "Zadajte celé číslo karty",
        .cardInvalidChecksum: "Skontrolujte číslo karty: nie je platné",
        .cardUnsupportedLength: "Toto číslo karty má príliš veľa číslic",
        .cardUnknownBrand: "Skontrolujte číslo karty: týmito číslicami sa nezačína žiadna kartová spoločnosť",
        .amountAboveMaximum: "Zadajte sumu najviac {maximum}",
        .phoneIncomplete: "Zadajte celé telefónne číslo",
        .phoneTooLong: "Toto telefónne číslo má príliš veľa číslic",
        .securityCodeIncomplete: "Zadajte {digits}-miestny bezpečnostný kód",
        .securityCodeTooLong: "Bezpečnostný kód tejto karty je {digits}-miestny",
        .expiryIncomplete: "Zadajte mesiac a rok vo formáte MM/RR",
        .expiryInvalidMonth: "Skontrolujte mesiac: musí byť od 01 do 12",
        .expiryExpired: "Platnosť tejto karty vypršala",
        .expiryTooFarAhead: "Skontrolujte rok: je príliš ďaleko v budúcnosti",
        .ibanIncomplete: "Zadajte celý IBAN",
        .ibanInvalidChecksum: "Skontrolujte IBAN: nie je platný",
        .ibanTooLong: "Tento IBAN je dlhší, ako je v jeho krajine obvyklé",
        .phoneInvalid: "Skontrolujte telefónne číslo: nepodobá sa žiadnemu číslu z oblasti {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} pole vyžaduje pozornosť",
            .few: "{count} polia vyžadujú pozornosť",
            .other: "{count} polí vyžaduje pozornosť",
        ],
        .remainingOther: [
            .one: "Zostáva {count} znak",
            .few: "Zostávajú {count} znaky",
            .other: "Zostáva {count} znakov",
        ],
        .overOther: [
            .one: "{count} znak nad limit",
            .few: "{count} znaky nad limit",
            .other: "{count} znakov nad limit",
        ],
        .tooShortOther: [
            .one: "Zadajte aspoň {limit} znak",
            .few: "Zadajte aspoň {limit} znaky",
            .other: "Zadajte aspoň {limit} znakov",
        ],
        .tooLongOther: [
            .one: "Zadajte najviac {limit} znak",
            .few: "Zadajte najviac {limit} znaky",
            .other: "Zadajte najviac {limit} znakov",
        ],
    ])
}
