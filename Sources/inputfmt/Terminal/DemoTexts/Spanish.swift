extension DemoText {
    /// Spanish.
    static let spanish = DemoText(
        title: "Demo de InputFormatKit · {locale} · {currency}",
        amount: "Importe",
        amountHelper: "Importes escritos como en {locale}",
        phone: "Teléfono",
        phoneHelper: "Empieza por + para otro país",
        cardNumber: "Número de tarjeta",
        securityCode: "Código de seguridad",
        securityCodeHelper: "En el reverso de la tarjeta (en el anverso en American Express)",
        weight: "Peso",
        weightHelper: "En kilogramos, hasta un decimal",
        titleLabel: "Título",
        note: "Nota",
        noteHelper: "Lo que debamos saber",
        expiryDate: "Fecha de caducidad",
        expiryHelper: "MM/AA",
        birthDate: "Fecha de nacimiento",
        birthDateHelper: "Por ejemplo, {example}",
        iban: "IBAN",
        ibanHelper: "De cualquier país, con o sin espacios",
        submitted: "Enviado: {values}",
        notSubmitted: "No enviado: {reason}",
        keys: "Tab campo siguiente · Mayús+flechas seleccionar · Ctrl-A todo · Ctrl-U borrar · Ctrl-Z deshacer · Ctrl-Y rehacer · Intro enviar · Esc salir")
}
