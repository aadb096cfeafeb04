extension DemoText {
    /// Greek.
    static let greek = DemoText(
        title: "Επίδειξη InputFormatKit · {locale} · {currency}",
        amount: "Ποσό",
        amountHelper: "Μορφή ποσών: {locale}",
        phone: "Τηλέφωνο",
        phoneHelper: "Ξεκινήστε με + για άλλη χώρα",
        cardNumber: "Αριθμός κάρτας",
        securityCode: "Κωδικός ασφαλείας",
        securityCodeHelper: "Στην πίσω όψη της κάρτας (στην μπροστινή για American Express)",
        weight: "Βάρος",
        weightHelper: "Σε κιλά, έως ένα δεκαδικό ψηφίο",
        titleLabel: "Τίτλος",
        note: "Σημείωση",
        noteHelper: "Οτιδήποτε πρέπει να γνωρίζουμε",
        expiryDate: "Ημερομηνία λήξης",
        expiryHelper: "ΜΜ/ΕΕ",
        birthDate: "Ημερομηνία γέννησης",
        birthDateHelper: "Για παράδειγμα, {example}",
        iban: "IBAN",
        ibanHelper: "Οποιασδήποτε χώρας, με ή χωρίς κενά",
        submitted: "Υποβλήθηκε: {values}",
        notSubmitted: "Δεν υποβλήθηκε: {reason}",
        keys: "Tab επόμενο πεδίο · Shift+βέλη επιλογή · Ctrl-A όλα · Ctrl-U απαλοιφή · Ctrl-Z αναίρεση · Ctrl-Y επανάληψη · Enter υποβολή · Esc έξοδος")
}
