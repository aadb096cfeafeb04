extension DemoText {
    /// Thai.
    static let thai = DemoText(
        title: "เดโม InputFormatKit · {locale} · {currency}",
        amount: "จำนวนเงิน",
        amountHelper: "ตามรูปแบบจำนวนเงินของ {locale}",
        phone: "โทรศัพท์",
        phoneHelper: "ขึ้นต้นด้วย + สำหรับประเทศอื่น",
        cardNumber: "หมายเลขบัตร",
        securityCode: "รหัสความปลอดภัย",
        securityCodeHelper: "ด้านหลังบัตร (ด้านหน้าสำหรับ American Express)",
        weight: "น้ำหนัก",
        weightHelper: "เป็นกิโลกรัม ทศนิยมไม่เกินหนึ่งตำแหน่ง",
        titleLabel: "ชื่อเรื่อง",
        note: "หมายเหตุ",
        noteHelper: "สิ่งที่เราควรทราบ",
        expiryDate: "วันหมดอายุ",
        expiryHelper: "ดด/ปป",
        birthDate: "วันเกิด",
        birthDateHelper: "เช่น {example}",
        iban: "IBAN",
        ibanHelper: "ของประเทศใดก็ได้ มีหรือไม่มีช่องว่าง",
        submitted: "ส่งแล้ว: {values}",
        notSubmitted: "ยังไม่ได้ส่ง: {reason}",
        keys: "Tab ช่องถัดไป · Shift+ลูกศร เลือก · Ctrl-A ทั้งหมด · Ctrl-U ล้าง · Ctrl-Z เลิกทำ · Ctrl-Y ทำซ้ำ · Enter ส่ง · Esc ออก")
}
