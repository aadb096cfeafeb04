extension DemoText {
    /// Malay.
    static let malay = DemoText(
        title: "Demo InputFormatKit · {locale} · {currency}",
        amount: "Jumlah",
        amountHelper: "Format jumlah: {locale}",
        phone: "Telefon",
        phoneHelper: "Mulakan dengan + untuk negara lain",
        cardNumber: "Nombor kad",
        securityCode: "Kod keselamatan",
        securityCodeHelper: "Di belakang kad (di hadapan bagi American Express)",
        weight: "Berat",
        weightHelper: "Dalam kilogram, paling banyak satu tempat perpuluhan",
        titleLabel: "Tajuk",
        note: "Nota",
        noteHelper: "Apa-apa yang perlu kami ketahui",
        expiryDate: "Tarikh tamat tempoh",
        expiryHelper: "BB/TT",
        birthDate: "Tarikh lahir",
        birthDateHelper: "Contoh: {example}",
        iban: "IBAN",
        ibanHelper: "Dari mana-mana negara, dengan atau tanpa ruang",
        submitted: "Dihantar: {values}",
        notSubmitted: "Tidak dihantar: {reason}",
        keys: "Tab medan seterusnya · Shift+anak panah pilih · Ctrl-A semua · Ctrl-U kosongkan · Ctrl-Z buat asal · Ctrl-Y buat semula · Enter hantar · Esc keluar")
}
