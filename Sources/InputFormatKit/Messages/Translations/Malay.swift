extension Translation {
    /// Malay: `ms` and every Malay locale (`ms_MY`, `ms_SG`, `ms_BN`); no plural forms.
    static let malay = Translation("ms", name: "Malay (Bahasa Melayu)", texts: [
        .characterLimitReached: "Had aksara dicapai",
        .reduceCharacters: "Kurangkan bilangan aksara",
        .readOnlyField: "Medan baca sahaja",
        .requiredFieldAccessibility: "{label}, wajib",
        .optionalFieldAccessibility: "{label}, pilihan",
        .emptyValueAccessibility: "Kosong",
        .cardRecognized: "Kad dikenali: {brand}",
        .errorCorrected: "Ralat dibetulkan",
        .optionalMark: "(pilihan)",
        .requiredFieldsNote: "Medan bertanda asterisk (*) wajib diisi",
        .remainingZero: "Tiada aksara yang tinggal",
        .valueRequired: "Masukkan nilai",
        .patternMismatch: "Semak format nilai ini",
        .cardIncomplete: "Masukkan nombor kad penuh",
        .cardInvalidChecksum: "Semak nombor kad: nombor tidak sah",
        .cardUnsupportedLength: "Nombor kad ini mempunyai terlalu banyak digit",
        .cardUnknownBrand: "Semak nombor kad: tiada jenama kad yang bermula dengan digit ini",
        .amountAboveMaximum: "Masukkan jumlah tidak melebihi {maximum}",
        .phoneIncomplete: "Masukkan nombor telefon penuh",
        .phoneTooLong: "Nombor telefon ini mempunyai terlalu banyak digit",
        .securityCodeIncomplete: "Masukkan kod keselamatan {digits} digit",
        .securityCodeTooLong: "Kod keselamatan kad ini mempunyai {digits} digit",
        .expiryIncomplete: "Masukkan bulan dan tahun sebagai BB/TT",
        .expiryInvalidMonth: "Semak bulan: mestilah antara 01 hingga 12",
        .expiryExpired: "Kad ini telah tamat tempoh",
        .expiryTooFarAhead: "Semak tahun: terlalu jauh ke hadapan",
        .ibanIncomplete: "Masukkan IBAN penuh",
        .ibanInvalidChecksum: "Semak IBAN: IBAN tidak sah",
        .ibanTooLong: "IBAN ini lebih panjang daripada IBAN negaranya",
        .phoneInvalid: "Semak nombor telefon: tidak menyerupai mana-mana nombor {region}",
    ], counted: [
        .bannerOther: [
            .other: "{count} medan perlu diberi perhatian",
        ],
        .remainingOther: [
            .other: "{count} aksara lagi",
        ],
        .overOther: [
            .other: "{count} aksara melebihi had",
        ],
        .tooShortOther: [
            .other: "Masukkan sekurang-kurangnya {limit} aksara",
        ],
        .tooLongOther: [
            .other: "Masukkan tidak lebih daripada {limit} aksara",
        ],
    ])
}
