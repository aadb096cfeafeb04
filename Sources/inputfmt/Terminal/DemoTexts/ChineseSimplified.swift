extension DemoText {
    /// Simplified Chinese.
    static let chineseSimplified = DemoText(
        title: "InputFormatKit 演示 · {locale} · {currency}",
        amount: "金额",
        amountHelper: "按{locale}的金额写法",
        phone: "电话",
        phoneHelper: "其他国家/地区请以 + 开头",
        cardNumber: "卡号",
        securityCode: "安全码",
        securityCodeHelper: "位于卡背面（American Express 卡位于正面）",
        weight: "重量",
        weightHelper: "以公斤为单位，最多一位小数",
        titleLabel: "标题",
        note: "备注",
        noteHelper: "需要我们了解的任何信息",
        expiryDate: "有效期",
        expiryHelper: "MM/YY",
        birthDate: "出生日期",
        birthDateHelper: "例如：{example}",
        iban: "IBAN",
        ibanHelper: "任何国家/地区，可带或不带空格",
        submitted: "已提交：{values}",
        notSubmitted: "未提交：{reason}",
        keys: "Tab 下一个字段 · Shift+方向键 选择 · Ctrl-A 全选 · Ctrl-U 清除 · Ctrl-Z 撤销 · Ctrl-Y 重做 · Enter 提交 · Esc 退出")
}
