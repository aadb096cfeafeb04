extension Translation {
    /// Thai: `th` and `th_TH`; no plural forms.
    static let thai = Translation("th", name: "Thai (ไทย)", texts: [
        .characterLimitReached: "ถึงขีดจำกัดจำนวนอักขระแล้ว",
        .reduceCharacters: "ลดจำนวนอักขระลง",
        .readOnlyField: "ช่องแบบอ่านอย่างเดียว",
        .requiredFieldAccessibility: "{label}, ต้องระบุ",
        .optionalFieldAccessibility: "{label}, ไม่บังคับ",
        .emptyValueAccessibility: "ว่าง",
        .cardRecognized: "ระบบรู้จักบัตร: {brand}",
        .errorCorrected: "แก้ไขข้อผิดพลาดแล้ว",
        .optionalMark: "(ไม่บังคับ)",
        .requiredFieldsNote: "ช่องที่มีเครื่องหมายดอกจัน (*) เป็นช่องที่ต้องระบุ",
        .remainingZero: "ไม่เหลืออักขระ",
        .valueRequired: "ป้อนค่า",
        .patternMismatch: "ตรวจสอบรูปแบบของค่านี้",
        .cardIncomplete: "ป้อนหมายเลขบัตรให้ครบ",
        .cardInvalidChecksum: "ตรวจสอบหมายเลขบัตร: หมายเลขไม่ถูกต้อง",
        .cardUnsupportedLength: "หมายเลขบัตรนี้มีตัวเลขมากเกินไป",
        .cardUnknownBrand: "ตรวจสอบหมายเลขบัตร: ไม่มีแบรนด์บัตรใดที่ขึ้นต้นด้วยตัวเลขเหล่านี้",
        .amountAboveMaximum: "ป้อนจำนวนเงินไม่เกิน {maximum}",
        .phoneIncomplete: "ป้อนหมายเลขโทรศัพท์ให้ครบ",
        .phoneTooLong: "หมายเลขโทรศัพท์นี้มีตัวเลขมากเกินไป",
        .securityCodeIncomplete: "ป้อนรหัสความปลอดภัย {digits} หลัก",
        .securityCodeTooLong: "รหัสความปลอดภัยของบัตรนี้มี {digits} หลัก",
        .expiryIncomplete: "ป้อนเดือนและปีในรูปแบบ ดด/ปป",
        .expiryInvalidMonth: "ตรวจสอบเดือน: ต้องอยู่ระหว่าง 01 ถึง 12",
        .expiryExpired: "บัตรนี้หมดอายุแล้ว",
        .expiryTooFarAhead: "ตรวจสอบปี: ปีอยู่ไกลเกินไป",
        .ibanIncomplete: "ป้อน IBAN ให้ครบ",
        .ibanInvalidChecksum: "ตรวจสอบ IBAN: IBAN ไม่ถูกต้อง",
        .ibanTooLong: "IBAN นี้ยาวกว่าที่ประเทศของ IBAN กำหนด",
        .phoneInvalid: "ตรวจสอบหมายเลขโทรศัพท์: ไม่ตรงกับรูปแบบหมายเลขของ {region}",
    ], counted: [
        .bannerOther: [
            .other: "มี {count} ช่องที่ต้องแก้ไข",
        ],
        .remainingOther: [
            .other: "เหลือ {count} อักขระ",
        ],
        .overOther: [
            .other: "เกินขีดจำกัด {count} อักขระ",
        ],
        .tooShortOther: [
            .other: "ป้อนอย่างน้อย {limit} อักขระ",
        ],
        .tooLongOther: [
            .other: "ป้อนได้สูงสุด {limit} อักขระ",
        ],
    ])
}
