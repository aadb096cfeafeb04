extension Translation {
    /// Czech: `cs` and `cs_CZ` (the `many` form is for fractions only, which no count is).
    static let czech = Translation("cs", name: "Czech (Čeština)", texts: [
        .characterLimitReached: "Bylo dosaženo limitu znaků",
        .reduceCharacters: "Snižte počet znaků",
        .readOnlyField: "Pole jen pro čtení",
        .requiredFieldAccessibility: "{label}, povinné",
        .optionalMark: "(nepovinné)",
        .requiredFieldsNote: "Pole označená hvězdičkou (*) jsou povinná",
        .remainingZero: "Nezbývají žádné znaky",
        .valueRequired: "Zadejte hodnotu",
        .patternMismatch: "Zkontrolujte formát této hodnoty",
        .cardIncomplete: "Zadejte celé číslo karty",
        .cardInvalidChecksum: "Zkontrolujte číslo karty: není platné",
        .cardUnsupportedLength: "Toto číslo karty má příliš mnoho číslic",
        .cardUnknownBrand: "Zkontrolujte číslo karty: těmito číslicemi nezačíná žádná karetní společnost",
        .amountAboveMaximum: "Zadejte částku nejvýše {maximum}",
        .phoneIncomplete: "Zadejte celé telefonní číslo",
        .phoneTooLong: "Toto telefonní číslo má příliš mnoho číslic",
        .securityCodeIncomplete: "Zadejte {digits}místný bezpečnostní kód",
        .securityCodeTooLong: "Bezpečnostní kód této karty je {digits}místný",
        .expiryIncomplete: "Zadejte měsíc a rok ve formátu MM/RR",
        .expiryInvalidMonth: "Zkontrolujte měsíc: musí být od 01 do 12",
        .expiryExpired: "Platnost této karty vypršela",
        .expiryTooFarAhead: "Zkontrolujte rok: je příliš daleko v budoucnosti",
        .ibanIncomplete: "Zadejte celý IBAN",
        .ibanInvalidChecksum: "Zkontrolujte IBAN: není platný",
        .ibanTooLong: "Tento IBAN je delší, než je v jeho zemi obvyklé",
        .phoneInvalid: "Zkontrolujte telefonní číslo: nepodobá se žádnému číslu z oblasti {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} pole vyžaduje pozornost",
            .few: "{count} pole vyžadují pozornost",
            .other: "{count} polí vyžaduje pozornost",
        ],
        .remainingOther: [
            .one: "Zbývá {count} znak",
            .few: "Zbývají {count} znaky",
            .other: "Zbývá {count} znaků",
        ],
        .overOther: [
            .one: "{count} znak nad limit",
            .few: "{count} znaky nad limit",
            .other: "{count} znaků nad limit",
        ],
        .tooShortOther: [
            .one: "Zadejte alespoň {limit} znak",
            .few: "Zadejte alespoň {limit} znaky",
            .other: "Zadejte alespoň {limit} znaků",
        ],
        .tooLongOther: [
            .one: "Zadejte nejvýše {limit} znak",
            .few: "Zadejte nejvýše {limit} znaky",
            .other: "Zadejte nejvýše {limit} znaků",
        ],
    ])
}
