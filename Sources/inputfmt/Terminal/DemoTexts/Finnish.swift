extension DemoText {
    /// Finnish.
    static let finnish = DemoText(
        title: "InputFormatKit-esittely · {locale} · {currency}",
        amount: "Summa",
        amountHelper: "Summien muoto: {locale}",
        phone: "Puhelin",
        phoneHelper: "Toisen maan numero alkaa merkillä +",
        cardNumber: "Kortin numero",
        securityCode: "Turvakoodi",
        securityCodeHelper: "Kortin takapuolella (American Expressissä etupuolella)",
        weight: "Paino",
        weightHelper: "Kilogrammoina, enintään yksi desimaali",
        titleLabel: "Otsikko",
        note: "Huomautus",
        noteHelper: "Kaikki, mitä meidän pitäisi tietää",
        expiryDate: "Voimassaolo",
        expiryHelper: "KK/VV",
        birthDate: "Syntymäaika",
        birthDateHelper: "Esimerkiksi {example}",
        iban: "IBAN",
        ibanHelper: "Mistä maasta tahansa, välilyönneillä tai ilman",
        submitted: "Lähetetty: {values}",
        notSubmitted: "Ei lähetetty: {reason}",
        keys: "Sarkain seuraava kenttä · Vaihto+nuolet valitse · Ctrl-A kaikki · Ctrl-U tyhjennä · Ctrl-Z kumoa · Ctrl-Y tee uudelleen · Enter lähetä · Esc lopeta")
}
