extension Translation {
    /// Vietnamese: `vi` and `vi_VN`; no plural forms.
    static let vietnamese = Translation("vi", name: "Vietnamese (Tiếng Việt)", texts: [
        .characterLimitReached: "Đã đạt đến giới hạn ký tự",
        .reduceCharacters: "Hãy giảm số ký tự",
        .readOnlyField: "Trường chỉ đọc",
        .requiredFieldAccessibility: "{label}, bắt buộc",
        .optionalFieldAccessibility: "{label}, không bắt buộc",
        .emptyValueAccessibility: "Trống",
        .cardRecognized: "Đã nhận dạng thẻ: {brand}",
        .errorCorrected: "Đã sửa lỗi",
        .optionalMark: "(không bắt buộc)",
        .requiredFieldsNote: "Các trường có dấu sao (*) là bắt buộc",
        .remainingZero: "Không còn ký tự nào",
        .valueRequired: "Nhập một giá trị",
        .patternMismatch: "Kiểm tra định dạng của giá trị này",
        .cardIncomplete: "Nhập đầy đủ số thẻ",
        .cardInvalidChecksum: "Kiểm tra số thẻ: số thẻ không hợp lệ",
        .cardUnsupportedLength: "Số thẻ này có quá nhiều chữ số",
        .cardUnknownBrand: "Kiểm tra số thẻ: không có thương hiệu thẻ nào bắt đầu bằng các chữ số này",
        .amountAboveMaximum: "Nhập số tiền tối đa là {maximum}",
        .phoneIncomplete: "Nhập đầy đủ số điện thoại",
        .phoneTooLong: "Số điện thoại này có quá nhiều chữ số",
        .securityCodeIncomplete: "Nhập mã bảo mật gồm {digits} chữ số",
        .securityCodeTooLong: "Mã bảo mật của thẻ này gồm {digits} chữ số",
        .expiryIncomplete: "Nhập tháng và năm theo định dạng MM/YY",
        .expiryInvalidMonth: "Kiểm tra tháng: giá trị phải từ 01 đến 12",
        .expiryExpired: "Thẻ này đã hết hạn",
        .expiryTooFarAhead: "Kiểm tra năm: năm quá xa trong tương lai",
        .ibanIncomplete: "Nhập đầy đủ số IBAN",
        .ibanInvalidChecksum: "Kiểm tra số IBAN: số không hợp lệ",
        .ibanTooLong: "Số IBAN này dài hơn quy định của quốc gia",
        .phoneInvalid: "Kiểm tra số điện thoại: số không giống với bất kỳ số nào của {region}",
    ], counted: [
        .bannerOther: [
            .other: "{count} trường cần được xem lại",
        ],
        .remainingOther: [
            .other: "Còn {count} ký tự",
        ],
        .overOther: [
            .other: "Vượt quá giới hạn {count} ký tự",
        ],
        .tooShortOther: [
            .other: "Nhập ít nhất {limit} ký tự",
        ],
        .tooLongOther: [
            .other: "Nhập tối đa {limit} ký tự",
        ],
    ])
}
