extension Translation {
    /// Brazilian Portuguese: `pt`, `pt_BR` and the Portuguese locales that do not follow `pt_PT`.
    static let portugueseBrazil = Translation("pt", name: "Portuguese, Brazil (Português do Brasil)", texts: [
        .characterLimitReached: "Limite de caracteres atingido",
        .reduceCharacters: "Reduza o número de caracteres",
        .readOnlyField: "Campo somente leitura",
        .requiredFieldAccessibility: "{label}, obrigatório",
        .optionalMark: "(opcional)",
        .requiredFieldsNote: "Os campos marcados com asterisco (*) são obrigatórios",
        .remainingZero: "Nenhum caractere restante",
        .valueRequired: "Insira um valor",
        .patternMismatch: "Verifique o formato deste valor",
        .cardIncomplete: "Insira o número completo do cartão",
        .cardInvalidChecksum: "Verifique o número do cartão: ele não é válido",
        .cardUnsupportedLength: "Este número de cartão tem dígitos demais",
        .cardUnknownBrand: "Verifique o número do cartão: nenhuma bandeira começa com esses dígitos",
        .amountAboveMaximum: "Insira um valor de no máximo {maximum}",
        .phoneIncomplete: "Insira o número de telefone completo",
        .phoneTooLong: "Este número de telefone tem dígitos demais",
        .securityCodeIncomplete: "Insira o código de segurança de {digits} dígitos",
        .securityCodeTooLong: "O código de segurança deste cartão tem {digits} dígitos",
        .expiryIncomplete: "Insira o mês e o ano no formato MM/AA",
        .expiryInvalidMonth: "Verifique o mês: ele vai de 01 a 12",
        .expiryExpired: "Este cartão está vencido",
        .expiryTooFarAhead: "Verifique o ano: ele está muito distante",
        .ibanIncomplete: "Insira o IBAN completo",
        .ibanInvalidChecksum: "Verifique o IBAN: ele não é válido",
        .ibanTooLong: "Este IBAN é mais longo que os do seu país",
        .phoneInvalid: "Verifique o número de telefone: ele não se parece com nenhum número de {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} campo precisa de atenção",
            .many: "{count} de campos precisam de atenção",
            .other: "{count} campos precisam de atenção",
        ],
        .remainingOther: [
            .one: "{count} caractere restante",
            .many: "{count} de caracteres restantes",
            .other: "{count} caracteres restantes",
        ],
        .overOther: [
            .one: "{count} caractere acima do limite",
            .many: "{count} de caracteres acima do limite",
            .other: "{count} caracteres acima do limite",
        ],
        .tooShortOther: [
            .one: "Insira pelo menos {limit} caractere",
            .many: "Insira pelo menos {limit} de caracteres",
            .other: "Insira pelo menos {limit} caracteres",
        ],
        .tooLongOther: [
            .one: "Insira no máximo {limit} caractere",
            .many: "Insira no máximo {limit} de caracteres",
            .other: "Insira no máximo {limit} caracteres",
        ],
    ])
}
