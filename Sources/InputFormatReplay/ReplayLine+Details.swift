import InputFormatKit

extension CardNumber {
    /// The `brand` and `valid` keys of a replay line: `valid` is `null` while incomplete.
    ///
    /// ```swift
    /// CardNumber.replayDetails(of: nil).map(\.json)   // ["null", "null"]
    /// ```
    public static func replayDetails(of card: CardNumber?) -> [ReplayLine.Detail] {
        let valid: Bool? = card.flatMap { $0.validation == .incomplete ? nil : $0.validation == .valid }
        return [ReplayLine.Detail(key: "brand", string: card?.brand?.rawValue), ReplayLine.Detail(key: "valid", bool: valid)]
    }
}

extension PhoneNumber {
    /// The `region` and `valid` keys of a replay line: `valid` is `null` while incomplete.
    ///
    /// ```swift
    /// PhoneNumber.replayDetails(of: nil).map(\.json)   // ["null", "null"]
    /// ```
    public static func replayDetails(of number: PhoneNumber?) -> [ReplayLine.Detail] {
        let valid: Bool? = number.flatMap { $0.check == .incomplete ? nil : $0.check == .valid }
        return [ReplayLine.Detail(key: "region", string: number?.region), ReplayLine.Detail(key: "valid", bool: valid)]
    }
}
