extension DemoText {
    /// Czech.
    static let czech = DemoText(
        title: "Ukázka InputFormatKit · {locale} · {currency}",
        amount: "Částka",
        amountHelper: "Formát částek: {locale}",
        phone: "Telefon",
        phoneHelper: "Pro jinou zemi začněte znakem +",
        cardNumber: "Číslo karty",
        securityCode: "Bezpečnostní kód",
        securityCodeHelper: "Na zadní straně karty (u American Express na přední)",
        weight: "Hmotnost",
        weightHelper: "V kilogramech, nejvýše jedno desetinné místo",
        titleLabel: "Název",
        note: "Poznámka",
        noteHelper: "Cokoli, co bychom měli vědět",
        expiryDate: "Platnost do",
        expiryHelper: "MM/RR",
        birthDate: "Datum narození",
        birthDateHelper: "Například {example}",
        iban: "IBAN",
        ibanHelper: "Z libovolné země, s mezerami i bez",
        submitted: "Odesláno: {values}",
        notSubmitted: "Neodesláno: {reason}",
        keys: "Tab další pole · Shift+šipky vybrat · Ctrl-A vše · Ctrl-U vymazat · Ctrl-Z zpět · Ctrl-Y znovu · Enter odeslat · Esc ukončit")
}
