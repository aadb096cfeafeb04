extension Translation {
    /// Spanish: `es` and every Spanish locale (`es_ES`, `es_MX`, `es_419`…).
    static let spanish = Translation("es", name: "Spanish (Español)", texts: [
        .characterLimitReached: "Límite de caracteres alcanzado",
        .reduceCharacters: "Reduce el número de caracteres",
        .readOnlyField: "Campo de solo lectura",
        .requiredFieldAccessibility: "{label}, obligatorio",
        .optionalMark: "(opcional)",
        .requiredFieldsNote: "Los campos marcados con un asterisco (*) son obligatorios",
        .remainingZero: "No quedan caracteres",
        .valueRequired: "Introduce un valor",
        .patternMismatch: "Comprueba el formato de este valor",
        .cardIncomplete: "Introduce el número de tarjeta completo",
        .cardInvalidChecksum: "Comprueba el número de tarjeta: no es válido",
        .cardUnsupportedLength: "Este número de tarjeta tiene demasiados dígitos",
        .cardUnknownBrand: "Comprueba el número de tarjeta: ninguna marca de tarjeta empieza por estos dígitos",
        .amountAboveMaximum: "Introduce un importe de {maximum} como máximo",
        .phoneIncomplete: "Introduce el número de teléfono completo",
        .phoneTooLong: "Este número de teléfono tiene demasiados dígitos",
        .securityCodeIncomplete: "Introduce el código de seguridad de {digits} dígitos",
        .securityCodeTooLong: "El código de seguridad de esta tarjeta tiene {digits} dígitos",
        .expiryIncomplete: "Introduce el mes y el año con el formato MM/AA",
        .expiryInvalidMonth: "Comprueba el mes: va del 01 al 12",
        .expiryExpired: "Esta tarjeta ha caducado",
        .expiryTooFarAhead: "Comprueba el año: es demasiado lejano",
        .ibanIncomplete: "Introduce el IBAN completo",
        .ibanInvalidChecksum: "Comprueba el IBAN: no es válido",
        .ibanTooLong: "Este IBAN es más largo que los de su país",
        .phoneInvalid: "Comprueba el número de teléfono: no se parece a ningún número de {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} campo requiere tu atención",
            .many: "{count} de campos requieren tu atención",
            .other: "{count} campos requieren tu atención",
        ],
        .remainingOther: [
            .one: "Queda {count} carácter",
            .many: "Quedan {count} de caracteres",
            .other: "Quedan {count} caracteres",
        ],
        .overOther: [
            .one: "{count} carácter por encima del límite",
            .many: "{count} de caracteres por encima del límite",
            .other: "{count} caracteres por encima del límite",
        ],
        .tooShortOther: [
            .one: "Introduce al menos {limit} carácter",
            .many: "Introduce al menos {limit} de caracteres",
            .other: "Introduce al menos {limit} caracteres",
        ],
        .tooLongOther: [
            .one: "Introduce como máximo {limit} carácter",
            .many: "Introduce como máximo {limit} de caracteres",
            .other: "Introduce como máximo {limit} caracteres",
        ],
    ])
}
