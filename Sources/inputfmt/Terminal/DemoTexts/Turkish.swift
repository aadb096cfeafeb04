extension DemoText {
    /// Turkish.
    static let turkish = DemoText(
        title: "InputFormatKit demosu · {locale} · {currency}",
        amount: "Tutar",
        amountHelper: "Tutar biçimi: {locale}",
        phone: "Telefon",
        phoneHelper: "Başka bir ülke için + ile başlayın",
        cardNumber: "Kart numarası",
        securityCode: "Güvenlik kodu",
        securityCodeHelper: "Kartın arkasında (American Express’te önünde)",
        weight: "Ağırlık",
        weightHelper: "Kilogram cinsinden, en fazla bir ondalık basamak",
        titleLabel: "Başlık",
        note: "Not",
        noteHelper: "Bilmemiz gereken her şey",
        expiryDate: "Son kullanma tarihi",
        expiryHelper: "AA/YY",
        birthDate: "Doğum tarihi",
        birthDateHelper: "Örneğin {example}",
        iban: "IBAN",
        ibanHelper: "Herhangi bir ülkeden, boşluklu veya boşluksuz",
        submitted: "Gönderildi: {values}",
        notSubmitted: "Gönderilmedi: {reason}",
        keys: "Tab sonraki alan · Shift+oklar seç · Ctrl-A tümü · Ctrl-U temizle · Ctrl-Z geri al · Ctrl-Y yinele · Enter gönder · Esc çık")
}
