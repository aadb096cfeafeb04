extension DemoText {
    /// Danish.
    static let danish = DemoText(
        title: "InputFormatKit-demo · {locale} · {currency}",
        amount: "Beløb",
        amountHelper: "Beløbsformat: {locale}",
        phone: "Telefon",
        phoneHelper: "Start med + for et andet land",
        cardNumber: "Kortnummer",
        securityCode: "Sikkerhedskode",
        securityCodeHelper: "På bagsiden af kortet (forsiden for American Express)",
        weight: "Vægt",
        weightHelper: "I kilogram, højst én decimal",
        titleLabel: "Titel",
        note: "Bemærkning",
        noteHelper: "Noget, vi bør vide",
        expiryDate: "Udløbsdato",
        expiryHelper: "MM/ÅÅ",
        birthDate: "Fødselsdato",
        birthDateHelper: "For eksempel {example}",
        iban: "IBAN",
        ibanHelper: "Fra alle lande, med eller uden mellemrum",
        submitted: "Sendt: {values}",
        notSubmitted: "Ikke sendt: {reason}",
        keys: "Tab næste felt · Skift+pile markér · Ctrl-A alt · Ctrl-U ryd · Ctrl-Z fortryd · Ctrl-Y gentag · Enter send · Esc afslut")
}
