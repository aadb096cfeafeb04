import Foundation
@_spi(Internals) import InputFormatKit

/// A field under test, as a regression fixture names it (`Fixtures/regressions/*.field.json`).
struct FieldConfiguration: Codable, Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Codable, Sendable {
        case currency, mask, card, phone, text
    }

    var kind: Kind
    var locale: String?
    var currency: String?
    var allowsNegative: Bool?
    var pattern: String?
    var region: String?
    var prefix: String?
    var suffix: String?

    var description: String {
        var parts = [kind.rawValue]
        for part in [locale, currency, pattern, region] { if let part { parts.append(part) } }
        if allowsNegative == true { parts.append("negative") }
        if let prefix { parts.append("prefix “\(prefix)”") }
        if let suffix { parts.append("suffix “\(suffix)”") }
        return parts.joined(separator: " ")
    }

    /// A name usable in a file name.
    var fileName: String {
        description.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? String($0) : "-" }.joined()
    }

    static func currency(_ locale: String, _ code: String, negative: Bool = true) -> Self {
        Self(kind: .currency, locale: locale, currency: code, allowsNegative: negative)
    }

    static func phone(_ region: String) -> Self { Self(kind: .phone, region: region) }

    static func mask(_ pattern: String) -> Self { Self(kind: .mask, pattern: pattern) }

    func affixed(prefix: String? = nil, suffix: String? = nil) -> Self {
        var copy = self
        copy.prefix = prefix
        copy.suffix = suffix
        return copy
    }

    /// Runs `visitor` with the formatter this configuration names (wrapped in its affixes).
    func visit<V: FormatterVisitor>(_ visitor: V) throws -> V.Result {
        switch kind {
        case .currency:
            return try wrap(CurrencyFormatter(locale: locale ?? "en_US", currency: currency ?? "USD",
                                              allowsNegative: allowsNegative ?? false), visitor)
        case .mask: return try wrap(MaskFormatter(pattern: pattern ?? "#"), visitor)
        case .card: return try wrap(CardNumberFormatter(), visitor)
        case .phone: return try wrap(PhoneFormatter(region: region ?? "US"), visitor)
        case .text: return try wrap(PlainTextFormatter(), visitor)
        }
    }

    private func wrap<F: InputFormatter, V: FormatterVisitor>(_ formatter: F, _ visitor: V) throws -> V.Result {
        guard prefix != nil || suffix != nil else { return try visitor.visit(formatter, kind: kind) }
        let direction: AffixedFormatter<F>.Direction = ICULocale.isRightToLeft(locale ?? "en_US") ? .rightToLeft : .leftToRight
        return try visitor.visit(AffixedFormatter(formatter, prefix: prefix ?? "", suffix: suffix ?? "", direction: direction),
                                 kind: kind)
    }
}

/// Something done with a formatter whatever its type.
protocol FormatterVisitor {
    associatedtype Result
    func visit<F: InputFormatter>(_ formatter: F, kind: FieldConfiguration.Kind) throws -> Result
}
