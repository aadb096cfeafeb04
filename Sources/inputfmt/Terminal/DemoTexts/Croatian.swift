extension DemoText {
    /// Croatian.
    static let croatian = DemoText(
        title: "Demo InputFormatKit · {locale} · {currency}",
        amount: "Iznos",
        amountHelper: "Format iznosa: {locale}",
        phone: "Telefon",
        phoneHelper: "Za drugu zemlju počnite s +",
        cardNumber: "Broj kartice",
        securityCode: "Sigurnosni kôd",
        securityCodeHelper: "Na poleđini kartice (na prednjoj strani za American Express)",
        weight: "Težina",
        weightHelper: "U kilogramima, najviše jedna decimala",
        titleLabel: "Naslov",
        note: "Napomena",
        noteHelper: "Sve što bismo trebali znati",
        expiryDate: "Datum isteka",
        expiryHelper: "MM/GG",
        birthDate: "Datum rođenja",
        birthDateHelper: "Na primjer {example}",
        iban: "IBAN",
        ibanHelper: "Iz bilo koje zemlje, s razmacima ili bez",
        submitted: "Poslano: {values}",
        notSubmitted: "Nije poslano: {reason}",
        keys: "Tab sljedeće polje · Shift+strelice odaberi · Ctrl-A sve · Ctrl-U očisti · Ctrl-Z poništi · Ctrl-Y ponovi · Enter pošalji · Esc izlaz")
}
