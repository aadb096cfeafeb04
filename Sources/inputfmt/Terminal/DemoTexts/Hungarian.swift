extension DemoText {
    /// Hungarian.
    static let hungarian = DemoText(
        title: "InputFormatKit-bemutató · {locale} · {currency}",
        amount: "Összeg",
        amountHelper: "Összegek {locale} szerint írva",
        phone: "Telefon",
        phoneHelper: "Más ország esetén + jellel kezdje",
        cardNumber: "Kártyaszám",
        securityCode: "Biztonsági kód",
        securityCodeHelper: "A kártya hátoldalán (American Express esetén az elején)",
        weight: "Súly",
        weightHelper: "Kilogrammban, legfeljebb egy tizedesjeggyel",
        titleLabel: "Cím",
        note: "Megjegyzés",
        noteHelper: "Bármi, amit tudnunk kell",
        expiryDate: "Lejárati dátum",
        expiryHelper: "HH/ÉÉ",
        birthDate: "Születési dátum",
        birthDateHelper: "Például {example}",
        iban: "IBAN",
        ibanHelper: "Bármely országból, szóközzel vagy anélkül",
        submitted: "Elküldve: {values}",
        notSubmitted: "Nincs elküldve: {reason}",
        keys: "Tab következő mező · Shift+nyilak kijelölés · Ctrl-A mind · Ctrl-U törlés · Ctrl-Z visszavonás · Ctrl-Y ismétlés · Enter küldés · Esc kilépés")
}
