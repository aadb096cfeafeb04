extension DemoText {
    /// Hebrew.
    static let hebrew = DemoText(
        title: "הדגמה של InputFormatKit · {locale} · {currency}",
        amount: "סכום",
        amountHelper: "תבנית הסכומים: {locale}",
        phone: "טלפון",
        phoneHelper: "למדינה אחרת יש להתחיל ב-+",
        cardNumber: "מספר כרטיס",
        securityCode: "קוד אבטחה",
        securityCodeHelper: "בגב הכרטיס (בחזית בכרטיסי American Express)",
        weight: "משקל",
        weightHelper: "בקילוגרמים, עד ספרה אחת אחרי הנקודה",
        titleLabel: "כותרת",
        note: "הערה",
        noteHelper: "כל מה שכדאי שנדע",
        expiryDate: "תאריך תפוגה",
        expiryHelper: "MM/YY",
        birthDate: "תאריך לידה",
        birthDateHelper: "לדוגמה: {example}",
        iban: "IBAN",
        ibanHelper: "מכל מדינה, עם רווחים או בלי",
        submitted: "נשלח: {values}",
        notSubmitted: "לא נשלח: {reason}",
        keys: "Tab השדה הבא · Shift+חצים בחירה · Ctrl-A הכול · Ctrl-U ניקוי · Ctrl-Z ביטול · Ctrl-Y ביצוע חוזר · Enter שליחה · Esc יציאה")
}
