extension DemoText {
    /// Brazilian Portuguese.
    static let portugueseBrazil = DemoText(
        title: "Demonstração do InputFormatKit · {locale} · {currency}",
        amount: "Valor",
        amountHelper: "Valores escritos como em {locale}",
        phone: "Telefone",
        phoneHelper: "Comece com + para outro país",
        cardNumber: "Número do cartão",
        securityCode: "Código de segurança",
        securityCodeHelper: "No verso do cartão (na frente no American Express)",
        weight: "Peso",
        weightHelper: "Em quilogramas, até uma casa decimal",
        titleLabel: "Título",
        note: "Observação",
        noteHelper: "Algo que devemos saber",
        expiryDate: "Data de validade",
        expiryHelper: "MM/AA",
        birthDate: "Data de nascimento",
        birthDateHelper: "Por exemplo, {example}",
        iban: "IBAN",
        ibanHelper: "De qualquer país, com ou sem espaços",
        submitted: "Enviado: {values}",
        notSubmitted: "Não enviado: {reason}",
        keys: "Tab próximo campo · Shift+setas selecionar · Ctrl-A tudo · Ctrl-U limpar · Ctrl-Z desfazer · Ctrl-Y refazer · Enter enviar · Esc sair")
}
