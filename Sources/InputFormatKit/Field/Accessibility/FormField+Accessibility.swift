// What a screen reader reads of a form field, and what changed for it after an event.
extension FormField {
    /// What a screen reader gets from the field now: label, value, hint and the announcement
    /// of the last event (see ``FieldAccessibility``).
    ///
    /// ```swift
    /// field.accessibility.value   // "1,234.50 US dollars"
    /// ```
    ///
    /// - Complexity: O(1) in the length of the text for a value read as its text (plain text, an IBAN); O(*n*) in the
    ///   length of the raw characters for one spoken otherwise (a mask's characters one by one, a card number's groups,
    ///   a phone number's digits), with one ICU format call for an amount, a number with a unit or percent, or a date.
    public var accessibility: FieldAccessibility {
        FieldAccessibility(label: labelAccessibilityText, value: accessibilityValue, hint: accessibilityHint,
                           announcement: announcement, language: languageTags.words,
                           valueLanguage: raw.isEmpty ? languageTags.words : languageTags.value)
    }

    /// An ICU locale identifier as the BCP 47 language tag a platform's speech takes: its
    /// keywords left out, `_` a `-` (`th_TH@calendar=gregorian` is `th-TH`, `zh_Hant` `zh-Hant`).
    static func languageTag(_ locale: String) -> String {
        String(locale.prefix { $0 != "@" }.map { $0 == "_" ? "-" : $0 })
    }

    /// The value as it is read.
    var accessibilityValue: String {
        if raw.isEmpty { return configuration.messages.text(.emptyValueAccessibility) }
        if let spoken = formatter as? any SpokenFormatter { return spoken.spokenValue(raw: raw, text: text.string) }
        return text.string
    }

    /// The message, then the counter's phrase.
    var accessibilityHint: String? {
        let parts = [message?.text, counterAccessibilityText].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What a sighted user notices of the field: its message, whether the counter is at its
    /// limit, and a card's brand. A card field's brand is read without its value (whose check
    /// digit is not noticed): this is read before every edit. It is the one the last
    /// announcement kept (``noticedBrand``) while the digits and the chosen brand are the same.
    @inline(__always) var noticed: Noticed {
        // The type compared first: a formatter's generic code then makes no dynamic cast.
        if Formatter.self == CardNumberFormatter.self, let cards = formatter as? CardNumberFormatter {
            if let kept = noticedBrand, kept.chosen == cards.chosenBrand, kept.raw == raw { return noticed(brand: kept.brand) }
            return noticed(brand: cards.brand(ofRaw: raw))
        }
        return noticed(value: value)
    }

    /// Keeps `brand`, read from the field as it is now, as its ``noticedBrand`` (a card field's
    /// only).
    @inline(__always)
    mutating func keepNoticedBrand(_ brand: CardBrand?) {
        if Formatter.self == CardNumberFormatter.self, let cards = formatter as? CardNumberFormatter {
            noticedBrand = NoticedBrand(raw: raw, chosen: cards.chosenBrand, brand: brand)
        }
    }

    /// A card's brand as the last announcement (or the field's set-up) read it, and the digits
    /// and chosen brand it was read for: the brand before the next edit, which is then not read
    /// again from the digits (a look-up in the brand table) while they are the same.
    struct NoticedBrand: Sendable {
        let raw: String
        let chosen: CardBrand?
        let brand: CardBrand?
    }

    /// ``noticed``, with the field's value given (an edit's result has it): it is read only for a
    /// card's brand.
    @inline(__always)
    func noticed(value: @autoclosure () -> Formatter.Value?) -> Noticed {
        noticed(brand: Formatter.Value.self == CardNumber.self ? (value() as? CardNumber)?.brand : nil)
    }

    /// ``noticed``, with the card's brand given.
    @inline(__always)
    func noticed(brand: CardBrand?) -> Noticed {
        Noticed(message: message, isAtLimit: counter.isAtLimit || counter.isOverLimit, brand: brand)
    }

    /// Sets the announcement from what changed since `before`: a new error, warning or success
    /// message; a card brand recognized; the character limit reached; an error gone. A card
    /// field keeps the brand it read now (``noticedBrand``).
    mutating func announce(since before: Noticed) { announce(since: before, now: noticed) }

    /// ``announce(since:)``, with what is noticed now given. Inlined into the edit: as a function
    /// of its own, it was one body merged for every formatter, called through a thunk at every
    /// keystroke.
    @inline(__always)
    mutating func announce(since before: Noticed, now: Noticed) {
        keepNoticedBrand(now.brand)
        if let message = now.message, message != before.message, message.kind != .helper {
            announcement = message.text
        } else if let brand = now.brand, brand != before.brand {
            announcement = configuration.messages.text(.cardRecognized, ["brand": brand.description])
        } else if now.isAtLimit, !before.isAtLimit, counter.mode == .stopAtLimit {
            announcement = configuration.messages.text(.characterLimitReached)
        } else if before.message?.kind == .error, now.message?.kind != .error {
            announcement = configuration.messages.text(.errorCorrected)
        } else {
            announcement = nil
        }
    }

    /// A refused edit is announced with its reason, as a sighted user reads it
    /// (``FormField/rejectionMessage``: “x” can’t be entered here). Among refusals one after
    /// another (`previous` is the one before this, `nil` after an accepted edit), a reason is
    /// said again only for the same key again: a full security code refusing `4` then `5` says
    /// “Only 3 digits fit here” once, then `x` its own reason, and `5` pressed again the first
    /// once more.
    mutating func announceRefusal(previous: EditRejection?, key: String) {
        let sameReasonOtherKey = previous != nil && previous == lastRejection && key != lastRefusedKey
        announcement = sameReasonOtherKey ? nil : rejectionMessage
        lastRefusedKey = key
    }

    /// What a sighted user notices, compared before and after an event.
    struct Noticed: Sendable {
        var message: InlineMessage?
        var isAtLimit: Bool
        var brand: CardBrand?
    }
}
