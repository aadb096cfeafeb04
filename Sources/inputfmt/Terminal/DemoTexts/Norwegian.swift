extension DemoText {
    /// Norwegian Bokmål.
    static let norwegian = DemoText(
        title: "InputFormatKit-demo · {locale} · {currency}",
        amount: "Beløp",
        amountHelper: "Beløpsformat: {locale}",
        phone: "Telefon",
        phoneHelper: "Start med + for et annet land",
        cardNumber: "Kortnummer",
        securityCode: "Sikkerhetskode",
        securityCodeHelper: "På baksiden av kortet (forsiden for American Express)",
        weight: "Vekt",
        weightHelper: "I kilo, høyst én desimal",
        titleLabel: "Tittel",
        note: "Merknad",
        noteHelper: "Noe vi bør vite",
        expiryDate: "Utløpsdato",
        expiryHelper: "MM/ÅÅ",
        birthDate: "Fødselsdato",
        birthDateHelper: "For eksempel {example}",
        iban: "IBAN",
        ibanHelper: "Fra alle land, med eller uten mellomrom",
        submitted: "Sendt: {values}",
        notSubmitted: "Ikke sendt: {reason}",
        keys: "Tab neste felt · Skift+piler merk · Ctrl-A alt · Ctrl-U tøm · Ctrl-Z angre · Ctrl-Y gjør om · Enter send · Esc avslutt")
}
