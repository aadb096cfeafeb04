extension Translation {
    /// Japanese: `ja` and `ja_JP`; no plural forms.
    static let japanese = Translation("ja", name: "Japanese (日本語)", texts: [
        .characterLimitReached: "文字数の上限に達しました",
        .reduceCharacters: "文字数を減らしてください",
        .readOnlyField: "読み取り専用のフィールド",
        .requiredFieldAccessibility: "{label}、必須",
        .optionalFieldAccessibility: "{label}、任意",
        .emptyValueAccessibility: "空",
        .cardRecognized: "カードを認識しました：{brand}",
        .errorCorrected: "エラーが解消されました",
        .optionalMark: "（任意）",
        .requiredFieldsNote: "* の付いた項目は必須です",
        .remainingZero: "残りの文字数はありません",
        .valueRequired: "値を入力してください",
        .patternMismatch: "値の形式を確認してください",
        .cardIncomplete: "カード番号をすべて入力してください",
        .cardInvalidChecksum: "カード番号を確認してください。有効な番号ではありません",
        .cardUnsupportedLength: "カード番号の桁数が多すぎます",
        .cardUnknownBrand: "カード番号を確認してください。この数字で始まるカードブランドはありません",
        .amountAboveMaximum: "{maximum}以下の金額を入力してください",
        .phoneIncomplete: "電話番号をすべて入力してください",
        .phoneTooLong: "電話番号の桁数が多すぎます",
        .securityCodeIncomplete: "{digits}桁のセキュリティコードを入力してください",
        .securityCodeTooLong: "このカードのセキュリティコードは{digits}桁です",
        .expiryIncomplete: "月と年を MM/YY の形式で入力してください",
        .expiryInvalidMonth: "月を確認してください。01〜12 で入力してください",
        .expiryExpired: "このカードは有効期限が切れています",
        .expiryTooFarAhead: "年を確認してください。先の年が遠すぎます",
        .ibanIncomplete: "IBAN をすべて入力してください",
        .ibanInvalidChecksum: "IBAN を確認してください。有効な IBAN ではありません",
        .ibanTooLong: "この IBAN は国の規定の長さを超えています",
        .phoneInvalid: "電話番号を確認してください。{region} の番号の形式に一致しません",
    ], counted: [
        .bannerOther: [
            .other: "{count}件の項目を確認してください",
        ],
        .remainingOther: [
            .other: "残り{count}文字",
        ],
        .overOther: [
            .other: "{count}文字超過しています",
        ],
        .tooShortOther: [
            .other: "{limit}文字以上で入力してください",
        ],
        .tooLongOther: [
            .other: "{limit}文字以内で入力してください",
        ],
    ])
}
