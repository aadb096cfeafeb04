extension Translation {
    /// French: `fr` and every French locale (`fr_FR`, `fr_CA`, `fr_BE`…); a space before `:` is a no-break space.
    static let french = Translation("fr", name: "French (Français)", texts: [
        .characterLimitReached: "Limite de caractères atteinte",
        .reduceCharacters: "Réduisez le nombre de caractères",
        .readOnlyField: "Champ en lecture seule",
        .requiredFieldAccessibility: "{label}, obligatoire",
        .optionalMark: "(facultatif)",
        .requiredFieldsNote: "Les champs marqués d’un astérisque (*) sont obligatoires",
        .remainingZero: "Aucun caractère restant",
        .valueRequired: "Saisissez une valeur",
        .patternMismatch: "Vérifiez le format de cette valeur",
        .cardIncomplete: "Saisissez le numéro de carte complet",
        .cardInvalidChecksum: "Vérifiez le numéro de carte\u{A0}: il n’est pas valide",
        .cardUnsupportedLength: "Ce numéro de carte comporte trop de chiffres",
        .cardUnknownBrand: "Vérifiez le numéro de carte\u{A0}: aucun réseau de cartes ne commence par ces chiffres",
        .amountAboveMaximum: "Saisissez un montant de {maximum} au maximum",
        .phoneIncomplete: "Saisissez le numéro de téléphone complet",
        .phoneTooLong: "Ce numéro de téléphone comporte trop de chiffres",
        .securityCodeIncomplete: "Saisissez le code de sécurité à {digits} chiffres",
        .securityCodeTooLong: "Le code de sécurité de cette carte comporte {digits} chiffres",
        .expiryIncomplete: "Saisissez le mois et l’année au format MM/AA",
        .expiryInvalidMonth: "Vérifiez le mois\u{A0}: il va de 01 à 12",
        .expiryExpired: "Cette carte a expiré",
        .expiryTooFarAhead: "Vérifiez l’année\u{A0}: elle est trop lointaine",
        .ibanIncomplete: "Saisissez l’IBAN complet",
        .ibanInvalidChecksum: "Vérifiez l’IBAN\u{A0}: il n’est pas valide",
        .ibanTooLong: "Cet IBAN est plus long que ceux de son pays",
        .phoneInvalid: "Vérifiez le numéro de téléphone\u{A0}: il ne correspond à aucun numéro de la zone {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} champ nécessite votre attention",
            .many: "{count} de champs nécessitent votre attention",
            .other: "{count} champs nécessitent votre attention",
        ],
        .remainingOther: [
            .one: "{count} caractère restant",
            .many: "{count} de caractères restants",
            .other: "{count} caractères restants",
        ],
        .overOther: [
            .one: "{count} caractère au-delà de la limite",
            .many: "{count} de caractères au-delà de la limite",
            .other: "{count} caractères au-delà de la limite",
        ],
        .tooShortOther: [
            .one: "Saisissez au moins {limit} caractère",
            .many: "Saisissez au moins {limit} de caractères",
            .other: "Saisissez au moins {limit} caractères",
        ],
        .tooLongOther: [
            .one: "Saisissez au maximum {limit} caractère",
            .many: "Saisissez au maximum {limit} de caractères",
            .other: "Saisissez au maximum {limit} caractères",
        ],
    ])
}
