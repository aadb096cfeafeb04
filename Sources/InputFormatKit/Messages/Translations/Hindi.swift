extension Translation {
    /// Hindi: `hi` and `hi_IN`; 0 and 1 take the `one` form.
    static let hindi = Translation("hi", name: "Hindi (हिन्दी)", texts: [
        .characterLimitReached: "वर्ण सीमा पूरी हो गई",
        .reduceCharacters: "वर्णों की संख्या कम करें",
        .readOnlyField: "केवल पढ़ने के लिए फ़ील्ड",
        .requiredFieldAccessibility: "{label}, आवश्यक",
        .optionalFieldAccessibility: "{label}, वैकल्पिक",
        .emptyValueAccessibility: "खाली",
        .cardRecognized: "कार्ड पहचाना गया: {brand}",
        .errorCorrected: "त्रुटि ठीक हो गई",
        .optionalMark: "(वैकल्पिक)",
        .requiredFieldsNote: "तारांकन (*) वाले फ़ील्ड आवश्यक हैं",
        .remainingZero: "कोई वर्ण शेष नहीं",
        .valueRequired: "कोई मान दर्ज करें",
        .patternMismatch: "इस मान का फ़ॉर्मैट जांचें",
        .cardIncomplete: "पूरा कार्ड नंबर दर्ज करें",
        .cardInvalidChecksum: "कार्ड नंबर जांचें: यह मान्य नहीं है",
        .cardUnsupportedLength: "इस कार्ड नंबर में बहुत अधिक अंक हैं",
        .cardUnknownBrand: "कार्ड नंबर जांचें: कोई भी कार्ड ब्रांड इन अंकों से शुरू नहीं होता",
        .amountAboveMaximum: "अधिकतम {maximum} की राशि दर्ज करें",
        .phoneIncomplete: "पूरा फ़ोन नंबर दर्ज करें",
        .phoneTooLong: "इस फ़ोन नंबर में बहुत अधिक अंक हैं",
        .securityCodeIncomplete: "{digits} अंकों का सुरक्षा कोड दर्ज करें",
        .securityCodeTooLong: "इस कार्ड के सुरक्षा कोड में {digits} अंक होते हैं",
        .expiryIncomplete: "महीना और वर्ष MM/YY के रूप में दर्ज करें",
        .expiryInvalidMonth: "महीना जांचें: यह 01 से 12 के बीच होना चाहिए",
        .expiryExpired: "इस कार्ड की समय-सीमा समाप्त हो गई है",
        .expiryTooFarAhead: "वर्ष जांचें: यह बहुत आगे का है",
        .ibanIncomplete: "पूरा IBAN दर्ज करें",
        .ibanInvalidChecksum: "IBAN जांचें: यह मान्य नहीं है",
        .ibanTooLong: "यह IBAN अपने देश के IBAN से लंबा है",
        .phoneInvalid: "फ़ोन नंबर जांचें: यह {region} के किसी भी नंबर जैसा नहीं है",
    ], counted: [
        .bannerOther: [
            .one: "{count} फ़ील्ड पर ध्यान देना ज़रूरी है",
            .other: "{count} फ़ील्ड पर ध्यान देना ज़रूरी है",
        ],
        .remainingOther: [
            .one: "{count} वर्ण शेष",
            .other: "{count} वर्ण शेष",
        ],
        .overOther: [
            .one: "सीमा से {count} वर्ण अधिक",
            .other: "सीमा से {count} वर्ण अधिक",
        ],
        .tooShortOther: [
            .one: "कम से कम {limit} वर्ण दर्ज करें",
            .other: "कम से कम {limit} वर्ण दर्ज करें",
        ],
        .tooLongOther: [
            .one: "अधिकतम {limit} वर्ण दर्ज करें",
            .other: "अधिकतम {limit} वर्ण दर्ज करें",
        ],
    ])
}
