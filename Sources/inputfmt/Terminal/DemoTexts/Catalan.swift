extension DemoText {
    /// Catalan.
    static let catalan = DemoText(
        title: "Demostració d’InputFormatKit · {locale} · {currency}",
        amount: "Import",
        amountHelper: "Imports escrits com en {locale}",
        phone: "Telèfon",
        phoneHelper: "Comença amb + per a un altre país",
        cardNumber: "Número de targeta",
        securityCode: "Codi de seguretat",
        securityCodeHelper: "Al dors de la targeta (al davant en American Express)",
        weight: "Pes",
        weightHelper: "En quilograms, fins a un decimal",
        titleLabel: "Títol",
        note: "Nota",
        noteHelper: "Qualsevol cosa que hàgim de saber",
        expiryDate: "Data de caducitat",
        expiryHelper: "MM/AA",
        birthDate: "Data de naixement",
        birthDateHelper: "Per exemple, {example}",
        iban: "IBAN",
        ibanHelper: "De qualsevol país, amb espais o sense",
        submitted: "Enviat: {values}",
        notSubmitted: "No enviat: {reason}",
        keys: "Tab camp següent · Maj+fletxes seleccionar · Ctrl-A tot · Ctrl-U esborrar · Ctrl-Z desfer · Ctrl-Y refer · Retorn enviar · Esc sortir")
}
