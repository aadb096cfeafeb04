extension Translation {
    /// Greek: `el` and every Greek locale (`el_GR`, `el_CY`).
    static let greek = Translation("el", name: "Greek (Ελληνικά)", texts: [
        .characterLimitReached: "Συμπληρώθηκε το όριο χαρακτήρων",
        .reduceCharacters: "Μειώστε τον αριθμό των χαρακτήρων",
        .readOnlyField: "Πεδίο μόνο για ανάγνωση",
        .requiredFieldAccessibility: "{label}, υποχρεωτικό",
        .optionalFieldAccessibility: "{label}, προαιρετικό",
        .emptyValueAccessibility: "Κενό",
        .cardRecognized: "Η κάρτα αναγνωρίστηκε: {brand}",
        .errorCorrected: "Το σφάλμα διορθώθηκε",
        .optionalMark: "(προαιρετικό)",
        .requiredFieldsNote: "Τα πεδία με αστερίσκο (*) είναι υποχρεωτικά",
        .remainingZero: "Δεν απομένουν χαρακτήρες",
        .valueRequired: "Εισαγάγετε μια τιμή",
        .patternMismatch: "Ελέγξτε τη μορφή αυτής της τιμής",
        .cardIncomplete: "Εισαγάγετε ολόκληρο τον αριθμό της κάρτας",
        .cardInvalidChecksum: "Ελέγξτε τον αριθμό της κάρτας: δεν είναι έγκυρος",
        .cardUnsupportedLength: "Αυτός ο αριθμός κάρτας έχει πάρα πολλά ψηφία",
        .cardUnknownBrand: "Ελέγξτε τον αριθμό της κάρτας: κανένας τύπος κάρτας δεν ξεκινά με αυτά τα ψηφία",
        .amountAboveMaximum: "Εισαγάγετε ποσό έως {maximum}",
        .phoneIncomplete: "Εισαγάγετε ολόκληρο τον αριθμό τηλεφώνου",
        .phoneTooLong: "Αυτός ο αριθμός τηλεφώνου έχει πάρα πολλά ψηφία",
        .securityCodeIncomplete: "Εισαγάγετε τον κωδικό ασφαλείας των {digits} ψηφίων",
        .securityCodeTooLong: "Ο κωδικός ασφαλείας αυτής της κάρτας έχει {digits} ψηφία",
        .expiryIncomplete: "Εισαγάγετε μήνα και έτος ως ΜΜ/ΕΕ",
        .expiryInvalidMonth: "Ελέγξτε τον μήνα: πρέπει να είναι από 01 έως 12",
        .expiryExpired: "Αυτή η κάρτα έχει λήξει",
        .expiryTooFarAhead: "Ελέγξτε το έτος: είναι πολύ μακριά στο μέλλον",
        .ibanIncomplete: "Εισαγάγετε ολόκληρο το IBAN",
        .ibanInvalidChecksum: "Ελέγξτε το IBAN: δεν είναι έγκυρο",
        .ibanTooLong: "Αυτό το IBAN είναι μεγαλύτερο από όσο ισχύει στη χώρα του",
        .phoneInvalid: "Ελέγξτε τον αριθμό τηλεφώνου: δεν μοιάζει με κανέναν αριθμό της περιοχής {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} πεδίο χρειάζεται προσοχή",
            .other: "{count} πεδία χρειάζονται προσοχή",
        ],
        .remainingOther: [
            .one: "Απομένει {count} χαρακτήρας",
            .other: "Απομένουν {count} χαρακτήρες",
        ],
        .overOther: [
            .one: "{count} χαρακτήρας πάνω από το όριο",
            .other: "{count} χαρακτήρες πάνω από το όριο",
        ],
        .tooShortOther: [
            .one: "Εισαγάγετε τουλάχιστον {limit} χαρακτήρα",
            .other: "Εισαγάγετε τουλάχιστον {limit} χαρακτήρες",
        ],
        .tooLongOther: [
            .one: "Εισαγάγετε έως {limit} χαρακτήρα",
            .other: "Εισαγάγετε έως {limit} χαρακτήρες",
        ],
    ])
}
