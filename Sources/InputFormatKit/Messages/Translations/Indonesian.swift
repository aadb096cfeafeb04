extension Translation {
    /// Indonesian: `id`, `id_ID` and the old code `in`; no plural forms.
    static let indonesian = Translation("id", name: "Indonesian (Bahasa Indonesia)", texts: [
        .characterLimitReached: "Batas karakter tercapai",
        .reduceCharacters: "Kurangi jumlah karakter",
        .readOnlyField: "Kolom hanya baca",
        .requiredFieldAccessibility: "{label}, wajib diisi",
        .optionalFieldAccessibility: "{label}, opsional",
        .emptyValueAccessibility: "Kosong",
        .cardRecognized: "Kartu dikenali: {brand}",
        .errorCorrected: "Kesalahan diperbaiki",
        .optionalMark: "(opsional)",
        .requiredFieldsNote: "Kolom bertanda bintang (*) wajib diisi",
        .remainingZero: "Tidak ada karakter tersisa",
        .valueRequired: "Masukkan nilai",
        .patternMismatch: "Periksa format nilai ini",
        .cardIncomplete: "Masukkan nomor kartu lengkap",
        .cardInvalidChecksum: "Periksa nomor kartu: nomor tidak valid",
        .cardUnsupportedLength: "Nomor kartu ini memiliki terlalu banyak digit",
        .cardUnknownBrand: "Periksa nomor kartu: tidak ada merek kartu yang diawali digit ini",
        .amountAboveMaximum: "Masukkan jumlah maksimal {maximum}",
        .phoneIncomplete: "Masukkan nomor telepon lengkap",
        .phoneTooLong: "Nomor telepon ini memiliki terlalu banyak digit",
        .securityCodeIncomplete: "Masukkan kode keamanan {digits} digit",
        .securityCodeTooLong: "Kode keamanan kartu ini terdiri dari {digits} digit",
        .expiryIncomplete: "Masukkan bulan dan tahun dengan format BB/TT",
        .expiryInvalidMonth: "Periksa bulan: harus antara 01 dan 12",
        .expiryExpired: "Kartu ini sudah kedaluwarsa",
        .expiryTooFarAhead: "Periksa tahun: terlalu jauh ke depan",
        .ibanIncomplete: "Masukkan IBAN lengkap",
        .ibanInvalidChecksum: "Periksa IBAN: IBAN tidak valid",
        .ibanTooLong: "IBAN ini lebih panjang dari IBAN negaranya",
        .phoneInvalid: "Periksa nomor telepon: tidak mirip dengan nomor {region} mana pun",
    ], counted: [
        .bannerOther: [
            .other: "{count} kolom perlu diperiksa",
        ],
        .remainingOther: [
            .other: "{count} karakter tersisa",
        ],
        .overOther: [
            .other: "{count} karakter melebihi batas",
        ],
        .tooShortOther: [
            .other: "Masukkan minimal {limit} karakter",
        ],
        .tooLongOther: [
            .other: "Masukkan maksimal {limit} karakter",
        ],
    ])
}
