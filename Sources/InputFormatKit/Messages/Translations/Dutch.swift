extension Translation {
    /// Dutch: `nl` and every Dutch locale (`nl_NL`, `nl_BE`…).
    static let dutch = Translation("nl", name: "Dutch (Nederlands)", texts: [
        .characterLimitReached: "Tekenlimiet bereikt",
        .reduceCharacters: "Verminder het aantal tekens",
        .readOnlyField: "Alleen-lezen veld",
        .requiredFieldAccessibility: "{label}, verplicht",
        .optionalFieldAccessibility: "{label}, optioneel",
        .emptyValueAccessibility: "Leeg",
        .cardRecognized: "Kaart herkend: {brand}",
        .errorCorrected: "Fout hersteld",
        .optionalMark: "(optioneel)",
        .requiredFieldsNote: "Velden met een sterretje (*) zijn verplicht",
        .remainingZero: "Geen tekens meer over",
        .valueRequired: "Voer een waarde in",
        .patternMismatch: "Controleer de notatie van deze waarde",
        .cardIncomplete: "Voer het volledige kaartnummer in",
        .cardInvalidChecksum: "Controleer het kaartnummer: het is ongeldig",
        .cardUnsupportedLength: "Dit kaartnummer heeft te veel cijfers",
        .cardUnknownBrand: "Controleer het kaartnummer: geen kaartmerk begint met deze cijfers",
        .amountAboveMaximum: "Voer een bedrag van maximaal {maximum} in",
        .phoneIncomplete: "Voer het volledige telefoonnummer in",
        .phoneTooLong: "Dit telefoonnummer heeft te veel cijfers",
        .securityCodeIncomplete: "Voer de beveiligingscode van {digits} cijfers in",
        .securityCodeTooLong: "De beveiligingscode van deze kaart heeft {digits} cijfers",
        .expiryIncomplete: "Voer maand en jaar in als MM/JJ",
        .expiryInvalidMonth: "Controleer de maand: die loopt van 01 tot en met 12",
        .expiryExpired: "Deze kaart is verlopen",
        .expiryTooFarAhead: "Controleer het jaar: dat ligt te ver in de toekomst",
        .ibanIncomplete: "Voer de volledige IBAN in",
        .ibanInvalidChecksum: "Controleer de IBAN: deze is ongeldig",
        .ibanTooLong: "Deze IBAN is langer dan die van het land",
        .phoneInvalid: "Controleer het telefoonnummer: het lijkt op geen enkel nummer van {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} veld vereist aandacht",
            .other: "{count} velden vereisen aandacht",
        ],
        .remainingOther: [
            .one: "Nog {count} teken over",
            .other: "Nog {count} tekens over",
        ],
        .overOther: [
            .one: "{count} teken boven de limiet",
            .other: "{count} tekens boven de limiet",
        ],
        .tooShortOther: [
            .one: "Voer minimaal {limit} teken in",
            .other: "Voer minimaal {limit} tekens in",
        ],
        .tooLongOther: [
            .one: "Voer maximaal {limit} teken in",
            .other: "Voer maximaal {limit} tekens in",
        ],
    ])
}
