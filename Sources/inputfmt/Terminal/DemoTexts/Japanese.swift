extension DemoText {
    /// Japanese.
    static let japanese = DemoText(
        title: "InputFormatKit デモ · {locale} · {currency}",
        amount: "金額",
        amountHelper: "{locale}の金額の書き方",
        phone: "電話番号",
        phoneHelper: "他の国の番号は + から入力",
        cardNumber: "カード番号",
        securityCode: "セキュリティコード",
        securityCodeHelper: "カードの裏面（American Express は表面）",
        weight: "重量",
        weightHelper: "キログラム単位（小数点以下1桁まで）",
        titleLabel: "タイトル",
        note: "メモ",
        noteHelper: "お知らせいただきたいこと",
        expiryDate: "有効期限",
        expiryHelper: "MM/YY",
        birthDate: "生年月日",
        birthDateHelper: "例: {example}",
        iban: "IBAN",
        ibanHelper: "どの国の IBAN でも可、スペースの有無は不問",
        submitted: "送信しました: {values}",
        notSubmitted: "送信できません: {reason}",
        keys: "Tab 次の項目 · Shift+矢印 選択 · Ctrl-A すべて · Ctrl-U 消去 · Ctrl-Z 取り消す · Ctrl-Y やり直す · Enter 送信 · Esc 終了")
}
