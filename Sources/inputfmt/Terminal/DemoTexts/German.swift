extension DemoText {
    /// German.
    static let german = DemoText(
        title: "InputFormatKit-Demo · {locale} · {currency}",
        amount: "Betrag",
        amountHelper: "Beträge wie auf {locale} geschrieben",
        phone: "Telefon",
        phoneHelper: "Für ein anderes Land mit + beginnen",
        cardNumber: "Kartennummer",
        securityCode: "Sicherheitscode",
        securityCodeHelper: "Auf der Rückseite der Karte (bei American Express vorne)",
        weight: "Gewicht",
        weightHelper: "In Kilogramm, höchstens eine Nachkommastelle",
        titleLabel: "Titel",
        note: "Notiz",
        noteHelper: "Alles, was wir wissen sollten",
        expiryDate: "Ablaufdatum",
        expiryHelper: "MM/JJ",
        birthDate: "Geburtsdatum",
        birthDateHelper: "Zum Beispiel {example}",
        iban: "IBAN",
        ibanHelper: "Aus jedem Land, mit oder ohne Leerzeichen",
        submitted: "Gesendet: {values}",
        notSubmitted: "Nicht gesendet: {reason}",
        keys: "Tab nächstes Feld · Umschalt+Pfeile auswählen · Strg-A alles · Strg-U leeren · Strg-Z rückgängig · Strg-Y wiederholen · Enter senden · Esc beenden")
}
