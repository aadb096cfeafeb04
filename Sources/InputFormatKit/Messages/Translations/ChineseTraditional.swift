extension Translation {
    /// Traditional Chinese: `zh_Hant` and the regions that write it (`zh_TW`, `zh_HK`, `zh_MO`, `zh_Hant_HK`…); no plural forms.
    static let chineseTraditional = Translation("zh_Hant", name: "Chinese, Traditional (繁體中文)", texts: [
        .characterLimitReached: "已達字元數上限",
        .reduceCharacters: "請減少字元數",
        .readOnlyField: "唯讀欄位",
        .requiredFieldAccessibility: "{label}，必填",
        .optionalFieldAccessibility: "{label}，選填",
        .emptyValueAccessibility: "空白",
        .cardRecognized: "已辨識卡片：{brand}",
        .errorCorrected: "錯誤已更正",
        .optionalMark: "（選填）",
        .requiredFieldsNote: "標有星號 (*) 的欄位為必填",
        .remainingZero: "沒有剩餘字元",
        .valueRequired: "請輸入值",
        .patternMismatch: "請檢查此值的格式",
        .cardIncomplete: "請輸入完整的卡號",
        .cardInvalidChecksum: "請檢查卡號：卡號無效",
        .cardUnsupportedLength: "此卡號位數過多",
        .cardUnknownBrand: "請檢查卡號：沒有以這些數字開頭的發卡組織",
        .amountAboveMaximum: "請輸入不超過 {maximum} 的金額",
        .phoneIncomplete: "請輸入完整的電話號碼",
        .phoneTooLong: "此電話號碼位數過多",
        .securityCodeIncomplete: "請輸入 {digits} 位數的安全碼",
        .securityCodeTooLong: "此卡的安全碼為 {digits} 位數",
        .expiryIncomplete: "請以 MM/YY 格式輸入月份和年份",
        .expiryInvalidMonth: "請檢查月份：應為 01 至 12",
        .expiryExpired: "此卡已過期",
        .expiryTooFarAhead: "請檢查年份：年份太遠",
        .ibanIncomplete: "請輸入完整的 IBAN",
        .ibanInvalidChecksum: "請檢查 IBAN：IBAN 無效",
        .ibanTooLong: "此 IBAN 超出其國家/地區規定的長度",
        .phoneInvalid: "請檢查電話號碼：與 {region} 的任何號碼都不符",
    ], counted: [
        .bannerOther: [
            .other: "有 {count} 個欄位需要處理",
        ],
        .remainingOther: [
            .other: "還剩 {count} 個字元",
        ],
        .overOther: [
            .other: "超出上限 {count} 個字元",
        ],
        .tooShortOther: [
            .other: "請至少輸入 {limit} 個字元",
        ],
        .tooLongOther: [
            .other: "最多輸入 {limit} 個字元",
        ],
    ])
}
