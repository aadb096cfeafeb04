extension Translation {
    /// Croatian: `hr` and every Croatian locale (`hr_HR`, `hr_BA`).
    static let croatian = Translation("hr", name: "Croatian (Hrvatski)", texts: [
        .characterLimitReached: "Dosegnuto je ograničenje znakova",
        .reduceCharacters: "Smanjite broj znakova",
        .readOnlyField: "Polje samo za čitanje",
        .requiredFieldAccessibility: "{label}, obavezno",
        .optionalMark: "(neobavezno)",
        .requiredFieldsNote: "Polja označena zvjezdicom (*) su obavezna",
        .remainingZero: "Nema preostalih znakova",
        .valueRequired: "Unesite vrijednost",
        .patternMismatch: "Provjerite format ove vrijednosti",
        .cardIncomplete: "Unesite cijeli broj kartice",
        .cardInvalidChecksum: "Provjerite broj kartice: nije valjan",
        .cardUnsupportedLength: "Ovaj broj kartice ima previše znamenki",
        .cardUnknownBrand: "Provjerite broj kartice: nijedna vrsta kartice ne počinje tim znamenkama",
        .amountAboveMaximum: "Unesite iznos od najviše {maximum}",
        .phoneIncomplete: "Unesite cijeli telefonski broj",
        .phoneTooLong: "Ovaj telefonski broj ima previše znamenki",
        .securityCodeIncomplete: "Unesite {digits}-znamenkasti sigurnosni kôd",
        .securityCodeTooLong: "Sigurnosni kôd ove kartice je {digits}-znamenkasti",
        .expiryIncomplete: "Unesite mjesec i godinu u obliku MM/GG",
        .expiryInvalidMonth: "Provjerite mjesec: mora biti od 01 do 12",
        .expiryExpired: "Ova je kartica istekla",
        .expiryTooFarAhead: "Provjerite godinu: predaleko je u budućnosti",
        .ibanIncomplete: "Unesite cijeli IBAN",
        .ibanInvalidChecksum: "Provjerite IBAN: nije valjan",
        .ibanTooLong: "Ovaj je IBAN dulji od IBAN-a njegove zemlje",
        .phoneInvalid: "Provjerite telefonski broj: ne sliči nijednom broju iz regije {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} polje zahtijeva pozornost",
            .few: "{count} polja zahtijevaju pozornost",
            .other: "{count} polja zahtijeva pozornost",
        ],
        .remainingOther: [
            .one: "Preostao je {count} znak",
            .few: "Preostala su {count} znaka",
            .other: "Preostalo je {count} znakova",
        ],
        .overOther: [
            .one: "{count} znak preko ograničenja",
            .few: "{count} znaka preko ograničenja",
            .other: "{count} znakova preko ograničenja",
        ],
        .tooShortOther: [
            .one: "Unesite najmanje {limit} znak",
            .few: "Unesite najmanje {limit} znaka",
            .other: "Unesite najmanje {limit} znakova",
        ],
        .tooLongOther: [
            .one: "Unesite najviše {limit} znak",
            .few: "Unesite najviše {limit} znaka",
            .other: "Unesite najviše {limit} znakova",
        ],
    ])
}
