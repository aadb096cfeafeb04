extension DemoText {
    /// Swedish.
    static let swedish = DemoText(
        title: "InputFormatKit-demo · {locale} · {currency}",
        amount: "Belopp",
        amountHelper: "Beloppsformat: {locale}",
        phone: "Telefon",
        phoneHelper: "Börja med + för ett annat land",
        cardNumber: "Kortnummer",
        securityCode: "Säkerhetskod",
        securityCodeHelper: "På kortets baksida (framsidan för American Express)",
        weight: "Vikt",
        weightHelper: "I kilogram, högst en decimal",
        titleLabel: "Titel",
        note: "Anteckning",
        noteHelper: "Något vi bör veta",
        expiryDate: "Utgångsdatum",
        expiryHelper: "MM/ÅÅ",
        birthDate: "Födelsedatum",
        birthDateHelper: "Till exempel {example}",
        iban: "IBAN",
        ibanHelper: "Från alla länder, med eller utan mellanslag",
        submitted: "Skickat: {values}",
        notSubmitted: "Inte skickat: {reason}",
        keys: "Tabb nästa fält · Skift+pilar markera · Ctrl-A allt · Ctrl-U rensa · Ctrl-Z ångra · Ctrl-Y gör om · Retur skicka · Esc avsluta")
}
