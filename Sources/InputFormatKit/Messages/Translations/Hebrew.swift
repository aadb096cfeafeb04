extension Translation {
    /// Hebrew: `he`, `he_IL` and the old code `iw`; one and two are said in words.
    static let hebrew = Translation("he", name: "Hebrew (עברית)", texts: [
        .characterLimitReached: "הגעת למגבלת התווים",
        .reduceCharacters: "יש לצמצם את מספר התווים",
        .readOnlyField: "שדה לקריאה בלבד",
        .requiredFieldAccessibility: "{label}, שדה חובה",
        .optionalMark: "(אופציונלי)",
        .requiredFieldsNote: "שדות המסומנים בכוכבית (*) הם שדות חובה",
        .remainingZero: "לא נותרו תווים",
        .valueRequired: "יש להזין ערך",
        .patternMismatch: "יש לבדוק את הפורמט של הערך",
        .cardIncomplete: "יש להזין את מספר הכרטיס המלא",
        .cardInvalidChecksum: "יש לבדוק את מספר הכרטיס: הוא אינו תקין",
        .cardUnsupportedLength: "במספר הכרטיס יש יותר מדי ספרות",
        .cardUnknownBrand: "יש לבדוק את מספר הכרטיס: אין מותג כרטיסים שמתחיל בספרות האלה",
        .amountAboveMaximum: "יש להזין סכום של {maximum} לכל היותר",
        .phoneIncomplete: "יש להזין את מספר הטלפון המלא",
        .phoneTooLong: "במספר הטלפון יש יותר מדי ספרות",
        .securityCodeIncomplete: "יש להזין קוד אבטחה בן {digits} ספרות",
        .securityCodeTooLong: "בקוד האבטחה של הכרטיס הזה יש {digits} ספרות",
        .expiryIncomplete: "יש להזין חודש ושנה בפורמט MM/YY",
        .expiryInvalidMonth: "יש לבדוק את החודש: הוא צריך להיות בין 01 ל-12",
        .expiryExpired: "תוקף הכרטיס הזה פג",
        .expiryTooFarAhead: "יש לבדוק את השנה: היא רחוקה מדי בעתיד",
        .ibanIncomplete: "יש להזין את מספר ה-IBAN המלא",
        .ibanInvalidChecksum: "יש לבדוק את מספר ה-IBAN: הוא אינו תקין",
        .ibanTooLong: "מספר ה-IBAN הזה ארוך מהמקובל במדינה שלו",
        .phoneInvalid: "יש לבדוק את מספר הטלפון: הוא לא דומה לאף מספר של {region}",
    ], counted: [
        .bannerOther: [
            .one: "שדה אחד דורש תשומת לב",
            .two: "שני שדות דורשים תשומת לב",
            .other: "{count} שדות דורשים תשומת לב",
        ],
        .remainingOther: [
            .one: "נותר תו אחד",
            .two: "נותרו שני תווים",
            .other: "נותרו {count} תווים",
        ],
        .overOther: [
            .one: "תו אחד מעבר למגבלה",
            .two: "שני תווים מעבר למגבלה",
            .other: "{count} תווים מעבר למגבלה",
        ],
        .tooShortOther: [
            .one: "יש להזין לפחות תו אחד",
            .two: "יש להזין לפחות שני תווים",
            .other: "יש להזין לפחות {limit} תווים",
        ],
        .tooLongOther: [
            .one: "יש להזין תו אחד לכל היותר",
            .two: "יש להזין שני תווים לכל היותר",
            .other: "יש להזין {limit} תווים לכל היותר",
        ],
    ])
}
