extension Translation {
    /// European Portuguese: `pt_PT` and the locales CLDR makes its children (`pt_AO`, `pt_MZ`, `pt_CV`…);
    /// the Brazilian words where they are the same, as CLDR's own data falls back from `pt_PT` to `pt`.
    static let portuguesePortugal = Translation("pt_PT", name: "Portuguese, Portugal (Português europeu)", texts: portugueseBrazil.texts.merging([
        .characterLimitReached: "Limite de carateres atingido",
        .reduceCharacters: "Reduza o número de carateres",
        .readOnlyField: "Campo só de leitura",
        .requiredFieldsNote: "Os campos assinalados com asterisco (*) são obrigatórios",
        .remainingZero: "Não restam carateres",
        .valueRequired: "Introduza um valor",
        .cardIncomplete: "Introduza o número do cartão completo",
        .cardInvalidChecksum: "Verifique o número do cartão: não é válido",
        .cardUnsupportedLength: "Este número de cartão tem demasiados dígitos",
        .cardUnknownBrand: "Verifique o número do cartão: nenhuma marca de cartão começa por estes dígitos",
        .amountAboveMaximum: "Introduza um montante de, no máximo, {maximum}",
        .phoneIncomplete: "Introduza o número de telefone completo",
        .phoneTooLong: "Este número de telefone tem demasiados dígitos",
        .securityCodeIncomplete: "Introduza o código de segurança de {digits} dígitos",
        .expiryIncomplete: "Introduza o mês e o ano no formato MM/AA",
        .expiryInvalidMonth: "Verifique o mês: vai de 01 a 12",
        .expiryExpired: "Este cartão expirou",
        .expiryTooFarAhead: "Verifique o ano: está demasiado distante",
        .ibanIncomplete: "Introduza o IBAN completo",
        .ibanInvalidChecksum: "Verifique o IBAN: não é válido",
        .ibanTooLong: "Este IBAN é mais longo do que os do seu país",
        .phoneInvalid: "Verifique o número de telefone: não se parece com nenhum número de {region}",
    ]) { $1 }, counted: [
        .bannerOther: [
            .one: "{count} campo requer atenção",
            .many: "{count} de campos requerem atenção",
            .other: "{count} campos requerem atenção",
        ],
        .remainingOther: [
            .one: "Resta {count} caráter",
            .many: "Restam {count} de carateres",
            .other: "Restam {count} carateres",
        ],
        .overOther: [
            .one: "{count} caráter acima do limite",
            .many: "{count} de carateres acima do limite",
            .other: "{count} carateres acima do limite",
        ],
        .tooShortOther: [
            .one: "Introduza, pelo menos, {limit} caráter",
            .many: "Introduza, pelo menos, {limit} de carateres",
            .other: "Introduza, pelo menos, {limit} carateres",
        ],
        .tooLongOther: [
            .one: "Introduza, no máximo, {limit} caráter",
            .many: "Introduza, no máximo, {limit} de carateres",
            .other: "Introduza, no máximo, {limit} carateres",
        ],
    ])
}
