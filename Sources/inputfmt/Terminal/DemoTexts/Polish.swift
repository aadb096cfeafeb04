extension DemoText {
    /// Polish.
    static let polish = DemoText(
        title: "Demo InputFormatKit · {locale} · {currency}",
        amount: "Kwota",
        amountHelper: "Format kwot: {locale}",
        phone: "Telefon",
        phoneHelper: "Numer z innego kraju zacznij od +",
        cardNumber: "Numer karty",
        securityCode: "Kod zabezpieczający",
        securityCodeHelper: "Na odwrocie karty (na przodzie w American Express)",
        weight: "Waga",
        weightHelper: "W kilogramach, najwyżej jedno miejsce po przecinku",
        titleLabel: "Tytuł",
        note: "Notatka",
        noteHelper: "Wszystko, co powinniśmy wiedzieć",
        expiryDate: "Data ważności",
        expiryHelper: "MM/RR",
        birthDate: "Data urodzenia",
        birthDateHelper: "Na przykład {example}",
        iban: "IBAN",
        ibanHelper: "Z dowolnego kraju, ze spacjami lub bez",
        submitted: "Wysłano: {values}",
        notSubmitted: "Nie wysłano: {reason}",
        keys: "Tab następne pole · Shift+strzałki zaznacz · Ctrl-A wszystko · Ctrl-U wyczyść · Ctrl-Z cofnij · Ctrl-Y ponów · Enter wyślij · Esc zakończ")
}
