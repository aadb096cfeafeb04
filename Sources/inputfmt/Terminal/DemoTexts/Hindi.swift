extension DemoText {
    /// Hindi.
    static let hindi = DemoText(
        title: "InputFormatKit डेमो · {locale} · {currency}",
        amount: "राशि",
        amountHelper: "{locale} के तरीके से लिखी राशियां",
        phone: "फ़ोन",
        phoneHelper: "दूसरे देश के लिए + से शुरू करें",
        cardNumber: "कार्ड नंबर",
        securityCode: "सुरक्षा कोड",
        securityCodeHelper: "कार्ड के पीछे (American Express में सामने)",
        weight: "वज़न",
        weightHelper: "किलोग्राम में, दशमलव के बाद अधिकतम एक अंक",
        titleLabel: "शीर्षक",
        note: "नोट",
        noteHelper: "कुछ भी जो हमें पता होना चाहिए",
        expiryDate: "समाप्ति तिथि",
        expiryHelper: "MM/YY",
        birthDate: "जन्म तिथि",
        birthDateHelper: "उदाहरण के लिए, {example}",
        iban: "IBAN",
        ibanHelper: "किसी भी देश का, रिक्त स्थान के साथ या बिना",
        submitted: "सबमिट किया गया: {values}",
        notSubmitted: "सबमिट नहीं हुआ: {reason}",
        keys: "Tab अगला फ़ील्ड · Shift+तीर चुनें · Ctrl-A सभी · Ctrl-U साफ़ करें · Ctrl-Z पूर्ववत करें · Ctrl-Y फिर से करें · Enter सबमिट · Esc बाहर निकलें")
}
