extension DemoText {
    /// English.
    static let english = DemoText(
        title: "InputFormatKit demo · {locale} · {currency}",
        amount: "Amount",
        amountHelper: "Amounts as written in {locale}",
        phone: "Phone",
        phoneHelper: "Start with + for another country",
        cardNumber: "Card number",
        securityCode: "Security code",
        securityCodeHelper: "On the back of the card (the front for American Express)",
        weight: "Weight",
        weightHelper: "In kilograms, up to one decimal place",
        titleLabel: "Title",
        note: "Note",
        noteHelper: "Anything we should know",
        expiryDate: "Expiry date",
        expiryHelper: "MM/YY",
        birthDate: "Date of birth",
        birthDateHelper: "For example {example}",
        iban: "IBAN",
        ibanHelper: "Any country's, with or without spaces",
        submitted: "Submitted: {values}",
        notSubmitted: "Not submitted: {reason}",
        keys: "Tab next field · Shift+arrows select · Ctrl-A all · Ctrl-U clear · Ctrl-Z undo · Ctrl-Y redo · Enter submit · Esc quit")
}
