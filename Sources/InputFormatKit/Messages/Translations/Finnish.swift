extension Translation {
    /// Finnish: `fi` and `fi_FI`.
    static let finnish = Translation("fi", name: "Finnish (Suomi)", texts: [
        .characterLimitReached: "Merkkiraja saavutettu",
        .reduceCharacters: "Vähennä merkkien määrää",
        .readOnlyField: "Vain luku -kenttä",
        .requiredFieldAccessibility: "{label}, pakollinen",
        .optionalFieldAccessibility: "{label}, valinnainen",
        .emptyValueAccessibility: "Tyhjä",
        .cardRecognized: "Kortti tunnistettu: {brand}",
        .errorCorrected: "Virhe korjattu",
        .optionalMark: "(valinnainen)",
        .requiredFieldsNote: "Tähdellä (*) merkityt kentät ovat pakollisia",
        .remainingZero: "Merkkejä ei ole jäljellä",
        .valueRequired: "Anna arvo",
        .patternMismatch: "Tarkista arvon muoto",
        .cardIncomplete: "Anna koko kortin numero",
        .cardInvalidChecksum: "Tarkista kortin numero: se ei ole kelvollinen",
        .cardUnsupportedLength: "Kortin numerossa on liikaa numeroita",
        .cardUnknownBrand: "Tarkista kortin numero: mikään korttimerkki ei ala näillä numeroilla",
        .amountAboveMaximum: "Anna summa, joka on enintään {maximum}",
        .phoneIncomplete: "Anna koko puhelinnumero",
        .phoneTooLong: "Puhelinnumerossa on liikaa numeroita",
        .securityCodeIncomplete: "Anna {digits}-numeroinen turvakoodi",
        .securityCodeTooLong: "Tämän kortin turvakoodissa on {digits} numeroa",
        .expiryIncomplete: "Anna kuukausi ja vuosi muodossa KK/VV",
        .expiryInvalidMonth: "Tarkista kuukausi: sen on oltava 01–12",
        .expiryExpired: "Kortti on vanhentunut",
        .expiryTooFarAhead: "Tarkista vuosi: se on liian kaukana tulevaisuudessa",
        .ibanIncomplete: "Anna koko IBAN",
        .ibanInvalidChecksum: "Tarkista IBAN: se ei ole kelvollinen",
        .ibanTooLong: "IBAN on pidempi kuin sen maassa on käytössä",
        .phoneInvalid: "Tarkista puhelinnumero: se ei muistuta mitään alueen {region} numeroa",
    ], counted: [
        .bannerOther: [
            .one: "{count} kenttä vaatii huomiota",
            .other: "{count} kenttää vaatii huomiota",
        ],
        .remainingOther: [
            .one: "{count} merkki jäljellä",
            .other: "{count} merkkiä jäljellä",
        ],
        .overOther: [
            .one: "{count} merkki yli rajan",
            .other: "{count} merkkiä yli rajan",
        ],
        .tooShortOther: [
            .one: "Anna vähintään {limit} merkki",
            .other: "Anna vähintään {limit} merkkiä",
        ],
        .tooLongOther: [
            .one: "Anna enintään {limit} merkki",
            .other: "Anna enintään {limit} merkkiä",
        ],
    ])
}
