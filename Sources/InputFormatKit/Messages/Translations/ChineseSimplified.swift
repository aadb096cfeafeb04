extension Translation {
    /// Simplified Chinese: `zh`, `zh_Hans` and the regions that write it (`zh_CN`, `zh_SG`, `zh_Hans_HK`…); no plural forms.
    static let chineseSimplified = Translation("zh_Hans", name: "Chinese, Simplified (简体中文)", texts: [
        .characterLimitReached: "已达到字符数上限",
        .reduceCharacters: "请减少字符数",
        .readOnlyField: "只读字段",
        .requiredFieldAccessibility: "{label}，必填",
        .optionalFieldAccessibility: "{label}，可选",
        .emptyValueAccessibility: "空",
        .cardRecognized: "已识别卡片：{brand}",
        .errorCorrected: "错误已更正",
        .optionalMark: "（可选）",
        .requiredFieldsNote: "带星号 (*) 的字段为必填项",
        .remainingZero: "没有剩余字符",
        .valueRequired: "请输入值",
        .patternMismatch: "请检查此值的格式",
        .cardIncomplete: "请输入完整的卡号",
        .cardInvalidChecksum: "请检查卡号：卡号无效",
        .cardUnsupportedLength: "此卡号位数过多",
        .cardUnknownBrand: "请检查卡号：没有以这些数字开头的卡组织",
        .amountAboveMaximum: "请输入不超过 {maximum} 的金额",
        .phoneIncomplete: "请输入完整的电话号码",
        .phoneTooLong: "此电话号码位数过多",
        .securityCodeIncomplete: "请输入 {digits} 位安全码",
        .securityCodeTooLong: "此卡的安全码为 {digits} 位",
        .expiryIncomplete: "请按 MM/YY 格式输入月份和年份",
        .expiryInvalidMonth: "请检查月份：应为 01 至 12",
        .expiryExpired: "此卡已过期",
        .expiryTooFarAhead: "请检查年份：年份太远",
        .ibanIncomplete: "请输入完整的 IBAN",
        .ibanInvalidChecksum: "请检查 IBAN：IBAN 无效",
        .ibanTooLong: "此 IBAN 超出了其国家/地区规定的长度",
        .phoneInvalid: "请检查电话号码：与 {region} 的任何号码都不符",
    ], counted: [
        .bannerOther: [
            .other: "有 {count} 个字段需要处理",
        ],
        .remainingOther: [
            .other: "还剩 {count} 个字符",
        ],
        .overOther: [
            .other: "超出上限 {count} 个字符",
        ],
        .tooShortOther: [
            .other: "请至少输入 {limit} 个字符",
        ],
        .tooLongOther: [
            .other: "最多输入 {limit} 个字符",
        ],
    ])
}
