extension DemoText {
    /// Ukrainian.
    static let ukrainian = DemoText(
        title: "Демо InputFormatKit · {locale} · {currency}",
        amount: "Сума",
        amountHelper: "Формат сум: {locale}",
        phone: "Телефон",
        phoneHelper: "Для іншої країни почніть із +",
        cardNumber: "Номер картки",
        securityCode: "Код безпеки",
        securityCodeHelper: "На звороті картки (в American Express — на лицьовому боці)",
        weight: "Вага",
        weightHelper: "У кілограмах, не більше одного знака після коми",
        titleLabel: "Заголовок",
        note: "Примітка",
        noteHelper: "Усе, що нам варто знати",
        expiryDate: "Термін дії",
        expiryHelper: "ММ/РР",
        birthDate: "Дата народження",
        birthDateHelper: "Наприклад, {example}",
        iban: "IBAN",
        ibanHelper: "Будь-якої країни, з пробілами чи без",
        submitted: "Надіслано: {values}",
        notSubmitted: "Не надіслано: {reason}",
        keys: "Tab наступне поле · Shift+стрілки виділити · Ctrl-A усе · Ctrl-U очистити · Ctrl-Z скасувати · Ctrl-Y повторити · Enter надіслати · Esc вийти")
}
