extension DemoText {
    /// Russian.
    static let russian = DemoText(
        title: "Демо InputFormatKit · {locale} · {currency}",
        amount: "Сумма",
        amountHelper: "Формат сумм: {locale}",
        phone: "Телефон",
        phoneHelper: "Для другой страны начните с +",
        cardNumber: "Номер карты",
        securityCode: "Код безопасности",
        securityCodeHelper: "На обороте карты (у American Express — на лицевой стороне)",
        weight: "Вес",
        weightHelper: "В килограммах, не более одного знака после запятой",
        titleLabel: "Заголовок",
        note: "Заметка",
        noteHelper: "Всё, что нам стоит знать",
        expiryDate: "Срок действия",
        expiryHelper: "ММ/ГГ",
        birthDate: "Дата рождения",
        birthDateHelper: "Например, {example}",
        iban: "IBAN",
        ibanHelper: "Любой страны, с пробелами или без",
        submitted: "Отправлено: {values}",
        notSubmitted: "Не отправлено: {reason}",
        keys: "Tab следующее поле · Shift+стрелки выделить · Ctrl-A всё · Ctrl-U очистить · Ctrl-Z отменить · Ctrl-Y повторить · Enter отправить · Esc выйти")
}
