import InputFormatKit

extension CardNumber {
    /// The `brand`, `brands` and `valid` keys of a replay line: `brand` is the brand the
    /// number is read as, `brands` every brand that claims it (several for a co-badged number,
    /// `[]` for none), and `valid` is `null` while incomplete.
    ///
    /// ```swift
    /// CardNumber.replayDetails(of: nil).map(\.json)   // ["null", "[]", "null"]
    /// CardNumber.replayDetails(of: CardNumber(digits: "8171"))[1].json   // "[\"unionpay\",\"rupay\"]"
    /// ```
    public static func replayDetails(of card: CardNumber?) -> [ReplayLine.Detail] {
        let valid = card.flatMap { Self.replayValid($0.validation) }
        return [ReplayLine.Detail(key: "brand", string: card?.brand?.rawValue),
                ReplayLine.Detail(key: "brands", strings: card?.candidates.map(\.rawValue) ?? []),
                ReplayLine.Detail(key: "valid", bool: valid)]
    }
}

extension PhoneNumber {
    /// The `region` and `valid` keys of a replay line: `valid` is `null` while incomplete.
    ///
    /// ```swift
    /// PhoneNumber.replayDetails(of: nil).map(\.json)   // ["null", "null"]
    /// ```
    public static func replayDetails(of number: PhoneNumber?) -> [ReplayLine.Detail] {
        let valid = number.flatMap { Self.replayValid($0.validation) }
        return [ReplayLine.Detail(key: "region", string: number?.region), ReplayLine.Detail(key: "valid", bool: valid)]
    }
}

extension IBAN {
    /// The `country` and `valid` keys of a replay line: `valid` is `null` while incomplete.
    ///
    /// ```swift
    /// IBAN.replayDetails(of: IBAN(electronic: "DE89")).map(\.json)   // ["\"DE\"", "null"]
    /// ```
    public static func replayDetails(of iban: IBAN?) -> [ReplayLine.Detail] {
        let valid = iban.flatMap { Self.replayValid($0.validation) }
        return [ReplayLine.Detail(key: "country", string: iban?.country), ReplayLine.Detail(key: "valid", bool: valid)]
    }
}

extension ExpiryDate {
    /// The `valid` and `verdict` keys of a replay line: `valid` is `null` while incomplete, and
    /// `verdict` is the date's ``ExpiryValidation`` (`expired`, `too-far-ahead`…). The line's
    /// `reason` stays what it is on every line: why an edit was refused.
    ///
    /// ```swift
    /// ExpiryDate.replayDetails(of: nil).map(\.json)   // ["null", "null"]
    /// ```
    public static func replayDetails(of date: ExpiryDate?) -> [ReplayLine.Detail] {
        let validation = date?.validation
        let valid = validation.flatMap(Self.replayValid)
        return [ReplayLine.Detail(key: "valid", bool: valid),
                ReplayLine.Detail(key: "verdict", string: validation.map { String($0.name) })]
    }
}

extension TypedDate {
    /// The `gregorian`, `calendar`, `valid` and `verdict` keys of a replay line: `gregorian` is
    /// the ISO 8601 date once the fields are a date, `calendar` the calendar the field shows,
    /// `valid` is `null` while incomplete, `verdict` the date's ``DateValidation``.
    ///
    /// ```swift
    /// TypedDate.replayDetails(of: nil).map(\.json)   // ["null", "null", "null", "null"]
    /// ```
    public static func replayDetails(of date: TypedDate?) -> [ReplayLine.Detail] {
        let validation = date?.validation
        let valid = validation.flatMap(Self.replayValid)
        return [ReplayLine.Detail(key: "gregorian", string: date?.gregorian?.description),
                ReplayLine.Detail(key: "calendar", string: date?.calendar),
                ReplayLine.Detail(key: "valid", bool: valid),
                ReplayLine.Detail(key: "verdict", string: validation.map { String($0.name) })]
    }
}

extension TimeOfDay {
    /// The `valid` and `verdict` keys of a replay line: `valid` is `null` while incomplete,
    /// `verdict` the time's ``TimeValidation``.
    ///
    /// ```swift
    /// TimeOfDay.replayDetails(of: nil).map(\.json)   // ["null", "null"]
    /// ```
    public static func replayDetails(of time: TimeOfDay?) -> [ReplayLine.Detail] {
        let validation = time?.validation
        let valid = validation.flatMap(Self.replayValid)
        return [ReplayLine.Detail(key: "valid", bool: valid),
                ReplayLine.Detail(key: "verdict", string: validation.map { String($0.name) })]
    }

    /// A duration's replay keys: the `valid` and `verdict` of ``replayDetails(of:)``, and
    /// `seconds`, its value (``durationInSeconds``), `null` until valid.
    ///
    /// ```swift
    /// TimeOfDay.durationReplayDetails(of: nil).map(\.json)   // ["null", "null", "null"]
    /// ```
    public static func durationReplayDetails(of time: TimeOfDay?) -> [ReplayLine.Detail] {
        replayDetails(of: time) + [ReplayLine.Detail(key: "seconds", int: time?.durationInSeconds)]
    }
}

extension SecurityCode {
    /// The `valid` key of a replay line: `null` while incomplete.
    ///
    /// ```swift
    /// SecurityCode.replayDetails(of: nil).map(\.json)   // ["null"]
    /// ```
    public static func replayDetails(of code: SecurityCode?) -> [ReplayLine.Detail] {
        let valid = code.flatMap { Self.replayValid($0.validation) }
        return [ReplayLine.Detail(key: "valid", bool: valid)]
    }
}

extension ValidatedValue {
    /// A replay line's `valid`: `null` while `validation` is incomplete, else whether it is valid.
    static func replayValid(_ validation: Validation) -> Bool? {
        validation.isIncomplete ? nil : validation.isValid
    }
}
