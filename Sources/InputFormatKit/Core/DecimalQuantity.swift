/// What a decimal field holds, as its refusals name it: an amount of money (a currency field) or
/// a number (a number field, with its unit or percent sign). One refusal, its words chosen by the
/// field.
///
/// ```swift
/// EditRejection.notAQuantity("abc", .amount).description   // "“abc” is not an amount"
/// EditRejection.notAQuantity("abc", .number).description   // "“abc” is not a number"
/// ```
public enum DecimalQuantity: String, Sendable, Hashable, CaseIterable {
    /// An amount of money: ``CurrencyFormatter``.
    case amount
    /// A number, a percentage or a measurement: ``NumberFieldFormatter``.
    case number
}
