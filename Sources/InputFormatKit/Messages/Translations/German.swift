extension Translation {
    /// German: `de` and every German locale (`de_DE`, `de_AT`, `de_CH`…).
    static let german = Translation("de", name: "German (Deutsch)", texts: [
        .characterLimitReached: "Zeichenlimit erreicht",
        .reduceCharacters: "Verringern Sie die Zeichenanzahl",
        .readOnlyField: "Schreibgeschütztes Feld",
        .requiredFieldAccessibility: "{label}, Pflichtfeld",
        .optionalFieldAccessibility: "{label}, optional",
        .emptyValueAccessibility: "Leer",
        .cardRecognized: "Karte erkannt: {brand}",
        .errorCorrected: "Fehler behoben",
        .optionalMark: "(optional)",
        .requiredFieldsNote: "Mit Sternchen (*) markierte Felder sind Pflichtfelder",
        .remainingZero: "Keine Zeichen übrig",
        .valueRequired: "Geben Sie einen Wert ein",
        .patternMismatch: "Prüfen Sie das Format dieses Werts",
        .cardIncomplete: "Geben Sie die vollständige Kartennummer ein",
        .cardInvalidChecksum: "Prüfen Sie die Kartennummer: Sie ist ungültig",
        .cardUnsupportedLength: "Diese Kartennummer hat zu viele Ziffern",
        .cardUnknownBrand: "Prüfen Sie die Kartennummer: Keine Kartenmarke beginnt mit diesen Ziffern",
        .amountAboveMaximum: "Geben Sie einen Betrag von höchstens {maximum} ein",
        .phoneIncomplete: "Geben Sie die vollständige Telefonnummer ein",
        .phoneTooLong: "Diese Telefonnummer hat zu viele Ziffern",
        .securityCodeIncomplete: "Geben Sie den {digits}-stelligen Sicherheitscode ein",
        .securityCodeTooLong: "Der Sicherheitscode dieser Karte hat {digits} Ziffern",
        .expiryIncomplete: "Geben Sie Monat und Jahr als MM/JJ ein",
        .expiryInvalidMonth: "Prüfen Sie den Monat: Er liegt zwischen 01 und 12",
        .expiryExpired: "Diese Karte ist abgelaufen",
        .expiryTooFarAhead: "Prüfen Sie das Jahr: Es liegt zu weit in der Zukunft",
        .ibanIncomplete: "Geben Sie die vollständige IBAN ein",
        .ibanInvalidChecksum: "Prüfen Sie die IBAN: Sie ist ungültig",
        .ibanTooLong: "Diese IBAN ist für ihr Land zu lang",
        .phoneInvalid: "Prüfen Sie die Telefonnummer: Sie passt zu keiner Nummer aus {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} Feld muss geprüft werden",
            .other: "{count} Felder müssen geprüft werden",
        ],
        .remainingOther: [
            .one: "{count} Zeichen übrig",
            .other: "{count} Zeichen übrig",
        ],
        .overOther: [
            .one: "{count} Zeichen über dem Limit",
            .other: "{count} Zeichen über dem Limit",
        ],
        .tooShortOther: [
            .one: "Geben Sie mindestens {limit} Zeichen ein",
            .other: "Geben Sie mindestens {limit} Zeichen ein",
        ],
        .tooLongOther: [
            .one: "Geben Sie höchstens {limit} Zeichen ein",
            .other: "Geben Sie höchstens {limit} Zeichen ein",
        ],
    ])
}
