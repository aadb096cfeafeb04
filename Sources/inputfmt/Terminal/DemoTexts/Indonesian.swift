extension DemoText {
    /// Indonesian.
    static let indonesian = DemoText(
        title: "Demo InputFormatKit · {locale} · {currency}",
        amount: "Jumlah",
        amountHelper: "Format jumlah: {locale}",
        phone: "Telepon",
        phoneHelper: "Awali dengan + untuk negara lain",
        cardNumber: "Nomor kartu",
        securityCode: "Kode keamanan",
        securityCodeHelper: "Di bagian belakang kartu (bagian depan untuk American Express)",
        weight: "Berat",
        weightHelper: "Dalam kilogram, paling banyak satu desimal",
        titleLabel: "Judul",
        note: "Catatan",
        noteHelper: "Apa pun yang perlu kami ketahui",
        expiryDate: "Tanggal kedaluwarsa",
        expiryHelper: "BB/TT",
        birthDate: "Tanggal lahir",
        birthDateHelper: "Contoh: {example}",
        iban: "IBAN",
        ibanHelper: "Dari negara mana pun, dengan atau tanpa spasi",
        submitted: "Terkirim: {values}",
        notSubmitted: "Tidak terkirim: {reason}",
        keys: "Tab kolom berikutnya · Shift+panah pilih · Ctrl-A semua · Ctrl-U hapus · Ctrl-Z urungkan · Ctrl-Y ulangi · Enter kirim · Esc keluar")
}
