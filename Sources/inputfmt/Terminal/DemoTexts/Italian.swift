extension DemoText {
    /// Italian.
    static let italian = DemoText(
        title: "Demo di InputFormatKit · {locale} · {currency}",
        amount: "Importo",
        amountHelper: "Importi scritti come in {locale}",
        phone: "Telefono",
        phoneHelper: "Inizia con + per un altro paese",
        cardNumber: "Numero di carta",
        securityCode: "Codice di sicurezza",
        securityCodeHelper: "Sul retro della carta (sul fronte per American Express)",
        weight: "Peso",
        weightHelper: "In chilogrammi, al massimo un decimale",
        titleLabel: "Titolo",
        note: "Nota",
        noteHelper: "Tutto ciò che dovremmo sapere",
        expiryDate: "Data di scadenza",
        expiryHelper: "MM/AA",
        birthDate: "Data di nascita",
        birthDateHelper: "Ad esempio {example}",
        iban: "IBAN",
        ibanHelper: "Di qualsiasi paese, con o senza spazi",
        submitted: "Inviato: {values}",
        notSubmitted: "Non inviato: {reason}",
        keys: "Tab campo successivo · Maiusc+frecce seleziona · Ctrl-A tutto · Ctrl-U cancella · Ctrl-Z annulla · Ctrl-Y ripeti · Invio invia · Esc esci")
}
