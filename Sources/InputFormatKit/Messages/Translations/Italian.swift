extension Translation {
    /// Italian: `it` and every Italian locale (`it_IT`, `it_CH`…).
    static let italian = Translation("it", name: "Italian (Italiano)", texts: [
        .characterLimitReached: "Limite di caratteri raggiunto",
        .reduceCharacters: "Riduci il numero di caratteri",
        .readOnlyField: "Campo di sola lettura",
        .requiredFieldAccessibility: "{label}, obbligatorio",
        .optionalMark: "(facoltativo)",
        .requiredFieldsNote: "I campi contrassegnati da un asterisco (*) sono obbligatori",
        .remainingZero: "Nessun carattere rimanente",
        .valueRequired: "Inserisci un valore",
        .patternMismatch: "Controlla il formato di questo valore",
        .cardIncomplete: "Inserisci il numero di carta completo",
        .cardInvalidChecksum: "Controlla il numero di carta: non è valido",
        .cardUnsupportedLength: "Questo numero di carta ha troppe cifre",
        .cardUnknownBrand: "Controlla il numero di carta: nessun circuito inizia con queste cifre",
        .amountAboveMaximum: "Inserisci un importo non superiore a {maximum}",
        .phoneIncomplete: "Inserisci il numero di telefono completo",
        .phoneTooLong: "Questo numero di telefono ha troppe cifre",
        .securityCodeIncomplete: "Inserisci il codice di sicurezza di {digits} cifre",
        .securityCodeTooLong: "Il codice di sicurezza di questa carta ha {digits} cifre",
        .expiryIncomplete: "Inserisci mese e anno nel formato MM/AA",
        .expiryInvalidMonth: "Controlla il mese: va da 01 a 12",
        .expiryExpired: "Questa carta è scaduta",
        .expiryTooFarAhead: "Controlla l’anno: è troppo lontano nel futuro",
        .ibanIncomplete: "Inserisci l’IBAN completo",
        .ibanInvalidChecksum: "Controlla l’IBAN: non è valido",
        .ibanTooLong: "Questo IBAN è più lungo di quelli del suo paese",
        .phoneInvalid: "Controlla il numero di telefono: non somiglia a nessun numero di {region}",
    ], counted: [
        .bannerOther: [
            .one: "{count} campo richiede attenzione",
            .many: "{count} di campi richiedono attenzione",
            .other: "{count} campi richiedono attenzione",
        ],
        .remainingOther: [
            .one: "{count} carattere rimanente",
            .many: "{count} di caratteri rimanenti",
            .other: "{count} caratteri rimanenti",
        ],
        .overOther: [
            .one: "{count} carattere oltre il limite",
            .many: "{count} di caratteri oltre il limite",
            .other: "{count} caratteri oltre il limite",
        ],
        .tooShortOther: [
            .one: "Inserisci almeno {limit} carattere",
            .many: "Inserisci almeno {limit} di caratteri",
            .other: "Inserisci almeno {limit} caratteri",
        ],
        .tooLongOther: [
            .one: "Inserisci al massimo {limit} carattere",
            .many: "Inserisci al massimo {limit} di caratteri",
            .other: "Inserisci al massimo {limit} caratteri",
        ],
    ])
}
