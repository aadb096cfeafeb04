extension Translation {
    /// Catalan: `ca` and every Catalan locale (`ca_ES`, `ca_AD`…).
    static let catalan = Translation("ca", name: "Catalan (Català)", texts: [
        .characterLimitReached: "S’ha arribat al límit de caràcters",
        .reduceCharacters: "Redueix el nombre de caràcters",
        .readOnlyField: "Camp només de lectura",
        .requiredFieldAccessibility: "{label}, obligatori",
        .optionalMark: "(opcional)",
        .requiredFieldsNote: "Els camps marcats amb un asterisc (*) són obligatoris",
        .remainingZero: "No queda cap caràcter",
        .valueRequired: "Introdueix un valor",
        .patternMismatch: "Comprova el format d’aquest valor",
        .cardIncomplete: "Introdueix el número de targeta complet",
        .cardInvalidChecksum: "Comprova el número de targeta: no és vàlid",
        .cardUnsupportedLength: "Aquest número de targeta té massa dígits",
        .cardUnknownBrand: "Comprova el número de targeta: cap marca de targeta no comença amb aquests dígits",
        .amountAboveMaximum: "Introdueix un import de {maximum} com a màxim",
        .phoneIncomplete: "Introdueix el número de telèfon complet",
        .phoneTooLong: "Aquest número de telèfon té massa dígits",
        .securityCodeIncomplete: "Introdueix el codi de seguretat de {digits} dígits",
        .securityCodeTooLong: "El codi de seguretat d’aquesta targeta té {digits} dígits",
        .expiryIncomplete: "Introdueix el mes i l’any amb el format MM/AA",
        .expiryInvalidMonth: "Comprova el mes: ha de ser entre 01 i 12",
        .expiryExpired: "Aquesta targeta ha caducat",
        .expiryTooFarAhead: "Comprova l’any: és massa llunyà",
        .ibanIncomplete: "Introdueix l’IBAN complet",
        .ibanInvalidChecksum: "Comprova l’IBAN: no és vàlid",
        .ibanTooLong: "Aquest IBAN és més llarg que els del seu país",
        .phoneInvalid: "Comprova el número de telèfon: no s’assembla a cap número de {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} camp requereix atenció",
            .many: "{count} de camps requereixen atenció",
            .other: "{count} camps requereixen atenció",
        ],
        .remainingOther: [
            .one: "Queda {count} caràcter",
            .many: "Queden {count} de caràcters",
            .other: "Queden {count} caràcters",
        ],
        .overOther: [
            .one: "{count} caràcter per sobre del límit",
            .many: "{count} de caràcters per sobre del límit",
            .other: "{count} caràcters per sobre del límit",
        ],
        .tooShortOther: [
            .one: "Introdueix almenys {limit} caràcter",
            .many: "Introdueix almenys {limit} de caràcters",
            .other: "Introdueix almenys {limit} caràcters",
        ],
        .tooLongOther: [
            .one: "Introdueix com a màxim {limit} caràcter",
            .many: "Introdueix com a màxim {limit} de caràcters",
            .other: "Introdueix com a màxim {limit} caràcters",
        ],
    ])
}
