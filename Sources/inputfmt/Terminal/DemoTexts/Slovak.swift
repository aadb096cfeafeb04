extension DemoText {
    /// Slovak.
    static let slovak = DemoText(
        title: "Ukážka InputFormatKit · {locale} · {currency}",
        amount: "Suma",
        amountHelper: "Formát súm: {locale}",
        phone: "Telefón",
        phoneHelper: "Pre inú krajinu začnite znakom +",
        cardNumber: "Číslo karty",
        securityCode: "Bezpečnostný kód",
        securityCodeHelper: "Na zadnej strane karty (pri American Express na prednej)",
        weight: "Hmotnosť",
        weightHelper: "V kilogramoch, najviac jedno desatinné miesto",
        titleLabel: "Názov",
        note: "Poznámka",
        noteHelper: "Čokoľvek, čo by sme mali vedieť",
        expiryDate: "Platnosť do",
        expiryHelper: "MM/RR",
        birthDate: "Dátum narodenia",
        birthDateHelper: "Napríklad {example}",
        iban: "IBAN",
        ibanHelper: "Z ľubovoľnej krajiny, s medzerami aj bez",
        submitted: "Odoslané: {values}",
        notSubmitted: "Neodoslané: {reason}",
        keys: "Tab ďalšie pole · Shift+šípky vybrať · Ctrl-A všetko · Ctrl-U vymazať · Ctrl-Z späť · Ctrl-Y znova · Enter odoslať · Esc ukončiť")
}
