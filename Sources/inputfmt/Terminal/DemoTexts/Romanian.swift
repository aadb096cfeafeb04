extension DemoText {
    /// Romanian.
    static let romanian = DemoText(
        title: "Demonstrație InputFormatKit · {locale} · {currency}",
        amount: "Sumă",
        amountHelper: "Sume scrise ca în {locale}",
        phone: "Telefon",
        phoneHelper: "Începeți cu + pentru altă țară",
        cardNumber: "Numărul cardului",
        securityCode: "Cod de securitate",
        securityCodeHelper: "Pe spatele cardului (pe față la American Express)",
        weight: "Greutate",
        weightHelper: "În kilograme, cel mult o zecimală",
        titleLabel: "Titlu",
        note: "Notă",
        noteHelper: "Orice ar trebui să știm",
        expiryDate: "Data expirării",
        expiryHelper: "LL/AA",
        birthDate: "Data nașterii",
        birthDateHelper: "De exemplu, {example}",
        iban: "IBAN",
        ibanHelper: "Din orice țară, cu sau fără spații",
        submitted: "Trimis: {values}",
        notSubmitted: "Netrimis: {reason}",
        keys: "Tab câmpul următor · Shift+săgeți selectare · Ctrl-A tot · Ctrl-U ștergere · Ctrl-Z anulare · Ctrl-Y refacere · Enter trimitere · Esc ieșire")
}
