extension DemoText {
    /// Arabic.
    static let arabic = DemoText(
        title: "عرض توضيحي لـ InputFormatKit · {locale} · {currency}",
        amount: "المبلغ",
        amountHelper: "المبالغ كما تُكتب في {locale}",
        phone: "الهاتف",
        phoneHelper: "ابدأ بـ + لرقم من بلد آخر",
        cardNumber: "رقم البطاقة",
        securityCode: "رمز الأمان",
        securityCodeHelper: "على ظهر البطاقة (على الوجه في American Express)",
        weight: "الوزن",
        weightHelper: "بالكيلوغرام، حتى منزلة عشرية واحدة",
        titleLabel: "العنوان",
        note: "ملاحظة",
        noteHelper: "أي شيء يجب أن نعرفه",
        expiryDate: "تاريخ انتهاء الصلاحية",
        expiryHelper: "MM/YY",
        birthDate: "تاريخ الميلاد",
        birthDateHelper: "مثال: {example}",
        iban: "IBAN",
        ibanHelper: "من أي بلد، مع المسافات أو بدونها",
        submitted: "تم الإرسال: {values}",
        notSubmitted: "لم يتم الإرسال: {reason}",
        keys: "Tab الحقل التالي · Shift+الأسهم تحديد · Ctrl-A الكل · Ctrl-U مسح · Ctrl-Z تراجع · Ctrl-Y إعادة · Enter إرسال · Esc خروج")
}
