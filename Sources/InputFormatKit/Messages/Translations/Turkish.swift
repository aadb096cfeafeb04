extension Translation {
    /// Turkish: `tr` and every Turkish locale (`tr_TR`, `tr_CY`); a noun after a number stays singular.
    static let turkish = Translation("tr", name: "Turkish (Türkçe)", texts: [
        .characterLimitReached: "Karakter sınırına ulaşıldı",
        .reduceCharacters: "Karakter sayısını azaltın",
        .readOnlyField: "Salt okunur alan",
        .requiredFieldAccessibility: "{label}, zorunlu",
        .optionalFieldAccessibility: "{label}, isteğe bağlı",
        .emptyValueAccessibility: "Boş",
        .cardRecognized: "Kart tanındı: {brand}",
        .errorCorrected: "Hata düzeltildi",
        .optionalMark: "(isteğe bağlı)",
        .requiredFieldsNote: "Yıldız (*) ile işaretli alanlar zorunludur",
        .remainingZero: "Karakter hakkı kalmadı",
        .valueRequired: "Bir değer girin",
        .patternMismatch: "Bu değerin biçimini kontrol edin",
        .cardIncomplete: "Kart numarasının tamamını girin",
        .cardInvalidChecksum: "Kart numarasını kontrol edin: geçerli değil",
        .cardUnsupportedLength: "Bu kart numarasında çok fazla rakam var",
        .cardUnknownBrand: "Kart numarasını kontrol edin: hiçbir kart markası bu rakamlarla başlamıyor",
        .amountAboveMaximum: "Tutar en fazla {maximum} olabilir",
        .phoneIncomplete: "Telefon numarasının tamamını girin",
        .phoneTooLong: "Bu telefon numarasında çok fazla rakam var",
        .securityCodeIncomplete: "{digits} haneli güvenlik kodunu girin",
        .securityCodeTooLong: "Bu kartın güvenlik kodu {digits} hanelidir",
        .expiryIncomplete: "Ayı ve yılı AA/YY biçiminde girin",
        .expiryInvalidMonth: "Ayı kontrol edin: 01 ile 12 arasında olmalıdır",
        .expiryExpired: "Bu kartın süresi dolmuş",
        .expiryTooFarAhead: "Yılı kontrol edin: çok ileri bir tarih",
        .ibanIncomplete: "IBAN’ın tamamını girin",
        .ibanInvalidChecksum: "IBAN’ı kontrol edin: geçerli değil",
        .ibanTooLong: "Bu IBAN, ülkesindeki IBAN uzunluğunu aşıyor",
        .phoneInvalid: "Telefon numarasını kontrol edin: hiçbir {region} numarasına benzemiyor",
    ], counted: [
        .bannerOther: [
            .one: "{count} alanın kontrol edilmesi gerekiyor",
            .other: "{count} alanın kontrol edilmesi gerekiyor",
        ],
        .remainingOther: [
            .one: "{count} karakter kaldı",
            .other: "{count} karakter kaldı",
        ],
        .overOther: [
            .one: "Sınır {count} karakter aşıldı",
            .other: "Sınır {count} karakter aşıldı",
        ],
        .tooShortOther: [
            .one: "En az {limit} karakter girin",
            .other: "En az {limit} karakter girin",
        ],
        .tooLongOther: [
            .one: "En fazla {limit} karakter girin",
            .other: "En fazla {limit} karakter girin",
        ],
    ])
}
