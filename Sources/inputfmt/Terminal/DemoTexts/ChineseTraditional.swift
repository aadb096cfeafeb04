extension DemoText {
    /// Traditional Chinese.
    static let chineseTraditional = DemoText(
        title: "InputFormatKit 示範 · {locale} · {currency}",
        amount: "金額",
        amountHelper: "依{locale}的金額寫法",
        phone: "電話",
        phoneHelper: "其他國家/地區請以 + 開頭",
        cardNumber: "卡號",
        securityCode: "安全碼",
        securityCodeHelper: "位於卡片背面（American Express 卡位於正面）",
        weight: "重量",
        weightHelper: "以公斤為單位，最多一位小數",
        titleLabel: "標題",
        note: "備註",
        noteHelper: "需要我們知道的任何資訊",
        expiryDate: "有效期限",
        expiryHelper: "MM/YY",
        birthDate: "出生日期",
        birthDateHelper: "例如：{example}",
        iban: "IBAN",
        ibanHelper: "任何國家/地區，可含或不含空格",
        submitted: "已提交：{values}",
        notSubmitted: "未提交：{reason}",
        keys: "Tab 下一個欄位 · Shift+方向鍵 選取 · Ctrl-A 全選 · Ctrl-U 清除 · Ctrl-Z 還原 · Ctrl-Y 重做 · Enter 提交 · Esc 結束")
}
