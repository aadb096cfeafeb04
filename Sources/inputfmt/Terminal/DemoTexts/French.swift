extension DemoText {
    /// French.
    static let french = DemoText(
        title: "Démo InputFormatKit · {locale} · {currency}",
        amount: "Montant",
        amountHelper: "Montants écrits comme en {locale}",
        phone: "Téléphone",
        phoneHelper: "Commencez par + pour un autre pays",
        cardNumber: "Numéro de carte",
        securityCode: "Code de sécurité",
        securityCodeHelper: "Au dos de la carte (au recto pour American Express)",
        weight: "Poids",
        weightHelper: "En kilogrammes, une décimale au plus",
        titleLabel: "Titre",
        note: "Remarque",
        noteHelper: "Ce que nous devrions savoir",
        expiryDate: "Date d’expiration",
        expiryHelper: "MM/AA",
        birthDate: "Date de naissance",
        birthDateHelper: "Exemple\u{A0}: {example}",
        iban: "IBAN",
        ibanHelper: "De tout pays, avec ou sans espaces",
        submitted: "Envoyé\u{A0}: {values}",
        notSubmitted: "Non envoyé\u{A0}: {reason}",
        keys: "Tab champ suivant · Maj+flèches sélectionner · Ctrl-A tout · Ctrl-U effacer · Ctrl-Z annuler · Ctrl-Y rétablir · Entrée envoyer · Échap quitter")
}
