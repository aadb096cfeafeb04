extension DemoText {
    /// Dutch.
    static let dutch = DemoText(
        title: "InputFormatKit-demo · {locale} · {currency}",
        amount: "Bedrag",
        amountHelper: "Notatie van bedragen: {locale}",
        phone: "Telefoon",
        phoneHelper: "Begin met + voor een ander land",
        cardNumber: "Kaartnummer",
        securityCode: "Beveiligingscode",
        securityCodeHelper: "Op de achterkant van de kaart (de voorkant bij American Express)",
        weight: "Gewicht",
        weightHelper: "In kilo’s, hoogstens één decimaal",
        titleLabel: "Titel",
        note: "Notitie",
        noteHelper: "Alles wat we moeten weten",
        expiryDate: "Vervaldatum",
        expiryHelper: "MM/JJ",
        birthDate: "Geboortedatum",
        birthDateHelper: "Bijvoorbeeld {example}",
        iban: "IBAN",
        ibanHelper: "Van elk land, met of zonder spaties",
        submitted: "Verzonden: {values}",
        notSubmitted: "Niet verzonden: {reason}",
        keys: "Tab volgend veld · Shift+pijlen selecteren · Ctrl-A alles · Ctrl-U wissen · Ctrl-Z ongedaan maken · Ctrl-Y opnieuw · Enter verzenden · Esc stoppen")
}
