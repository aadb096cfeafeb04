/// A prefix and/or suffix (`$`, `≈ `, ` kg`, ` / month`) around any formatter's value.
///
/// It wraps the formatter rather than changing it: the wrapped formatter never sees the
/// affixes, they never enter the value, and the one caret mechanism keeps the caret and every
/// edit out of them through the layout's editable range:
///
/// - a tap or selection inside the prefix goes to the start of the value, inside the suffix to
///   its end; a selection that spans an affix and the value touches only the value;
/// - backspace at the start of the value and forward delete at its end do nothing and say so
///   (``EditRejection/nothingToDelete``);
/// - the suffix follows the last character of the value as the user types;
/// - pasted text that already carries the affixes (`$12.50`, `80 kg`) has them stripped once.
///
/// Whitespace between affix and value belongs to the affix (write `" kg"`, not `"kg"`).
///
/// **Right-to-left.** With ``Direction/rightToLeft`` each affix is wrapped in a first-strong
/// isolate (U+2068 … U+2069), so a Latin unit such as `kg` keeps its own direction and neither
/// reorders the digits nor moves to the wrong side: the prefix stays at the start of the line
/// (the right in an RTL field), the suffix at its end. The isolate marks are part of the affix,
/// so the caret never rests between a mark and what it marks.
///
/// ```swift
/// let weight = AffixedFormatter(MaskFormatter(mask: try Mask("###")), suffix: " kg")
/// var field = InputField(formatter: weight)
/// field.type("80")
/// field.text.description   // "80| kg"
/// field.value              // "80"
/// ```
public struct AffixedFormatter<Base: InputFormatter>: InputFormatter, BuiltInFormatter {
    /// When the affixes show.
    ///
    /// ```swift
    /// AffixedFormatter.Visibility.always
    /// ```
    public enum Visibility: Sendable, Hashable {
        /// Even when the field is empty.
        case always
        /// Only while the value is not empty, so an empty field shows its placeholder.
        case whileNotEmpty
    }

    /// The writing direction of the field.
    ///
    /// ```swift
    /// AffixedFormatter.Direction.rightToLeft   // for ar, he, fa fields
    /// ```
    public enum Direction: Sendable, Hashable {
        /// Affixes are written as they are.
        case leftToRight
        /// Affixes are isolated (U+2068 … U+2069) so that they keep their own direction.
        case rightToLeft
    }

    /// The wrapped formatter.
    public let base: Base
    /// The prefix as given.
    public let prefix: String
    /// The suffix as given.
    public let suffix: String
    /// When the affixes show.
    public let visibility: Visibility
    /// The writing direction of the field.
    public let direction: Direction

    private let shownPrefix: String
    private let shownSuffix: String

    /// Wraps `base` with a prefix and/or suffix.
    ///
    /// ```swift
    /// AffixedFormatter(try CurrencyFormatter(locale: "de_DE", currency: "EUR"), suffix: " €")
    /// ```
    public init(_ base: Base, prefix: String = "", suffix: String = "", visibility: Visibility = .whileNotEmpty,
                direction: Direction = .leftToRight) {
        self.base = base
        self.prefix = prefix
        self.suffix = suffix
        self.visibility = visibility
        self.direction = direction
        func isolated(_ affix: String) -> String {
            affix.isEmpty || direction == .leftToRight ? affix : "\u{2068}" + affix + "\u{2069}"
        }
        self.shownPrefix = isolated(prefix)
        self.shownSuffix = isolated(suffix)
    }

    /// The raw characters of the value between the affixes.
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(), prefix: "$").rawText(of: "$12")   // "12"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text` to take the affixes off, plus the wrapped formatter's
    ///   `rawText(of:)`.
    public func rawText(of text: String) -> String {
        base.rawText(of: String(Self.stripping(shownPrefix, shownSuffix, from: Substring(text))))
    }

    /// The wrapped layout with the affixes around it; the editable range is the value's, and
    /// what the wrapped formatter keeps in its layout (a phone number's grouping) goes along.
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(), suffix: " kg").layout(raw: "80").editable   // 0...2
    /// ```
    ///
    /// - Complexity: the wrapped formatter's `layout(raw:)`, plus O(*n*) in the length of its text to put the affixes
    ///   around it.
    public func layout(raw: String) -> RawLayout {
        wrapping(base.layout(raw: raw), raw: raw)
    }

    /// The wrapped formatter's layout continuing from `previous`, with the affixes around it.
    ///
    /// - Complexity: the wrapped formatter's `layout(raw:continuing:)`, plus O(*n*) in the length of the texts to take
    ///   the affixes off `previous` and put them around the new layout.
    func layout(raw: String, continuing previous: RawLayout) -> RawLayout {
        guard let inner = unwrapping(previous, raw: nil) else { return layout(raw: raw) }
        return wrapping(Shortcuts.layout(raw: raw, continuing: inner, of: base), raw: raw)
    }

    /// `inner`, the wrapped formatter's layout of `raw`, with the affixes around it when they show.
    private func wrapping(_ inner: RawLayout, raw: String) -> RawLayout {
        guard showsAffixes(raw: raw) else { return inner }
        return inner.wrapped(prefix: shownPrefix, suffix: shownSuffix)
    }

    /// The wrapped formatter's layout inside `layout`, a layout of `raw` (any raw characters,
    /// for `nil`: the text tells whether the affixes show); `nil` when the text is not one of
    /// this formatter's.
    private func unwrapping(_ layout: RawLayout, raw: String?) -> RawLayout? {
        if let raw, !showsAffixes(raw: raw) { return layout }
        return layout.unwrapped(prefix: shownPrefix, suffix: shownSuffix)
            ?? (raw == nil && layout.rawCount == 0 ? layout : nil)
    }

    /// Whether the affixes show around `raw`.
    private func showsAffixes(raw: String) -> Bool { visibility == .always || !raw.isEmpty }

    /// The wrapped formatter's edit; a pasted text loses the affixes it carries, once. An edit
    /// after which the value's first character would join the prefix's last one into one
    /// character (a combining mark typed after ` / month`), or its last character the suffix's
    /// first, is refused: the text must show affix and value apart.
    ///
    /// - Complexity: the wrapped formatter's `replace(_:in:with:)`, plus O(*p*) in the length of a pasted text to take
    ///   its affixes off.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        guard let input = valueInput(input) else { return .caretMoved(to: range.lowerBound) }   // only the affix was pasted
        return refusingJoins(base.replace(range, in: raw, with: input))
    }

    /// ``replace(_:in:with:)`` through the wrapped formatter's own layout inside `layout`, so
    /// that what it keeps there (a phone number's grouping) is continued from, not made again.
    ///
    /// - Complexity: the wrapped formatter's, plus O(*n*) in the length of the text to take the affixes off the layout
    ///   and put them back, and O(*p*) in the length of a pasted text.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        guard let input = valueInput(input) else { return .caretMoved(to: range.lowerBound) }
        // With a memo to continue from, or from an empty field, where the wrapped formatter may
        // begin one (a time field keeps the keys typed: `A`, then `A`, reads `AA` as its paste does).
        guard layout.memo != nil || raw.isEmpty, var inner = unwrapping(layout, raw: raw) else {
            return refusingJoins(base.replace(range, in: raw, with: input)).whenReplaced { layout = self.layout(raw: $0) }
        }
        let edit = refusingJoins(Shortcuts.replace(range, in: raw, with: input, layout: &inner, of: base))
        if case let .replaced(newRaw, _) = edit {
            layout = wrapping(inner, raw: newRaw)
        } else {
            layout.memo = inner.memo   // what the wrapped formatter keeps of a key it refused
        }
        return edit
    }

    /// `edit`, refused when its raw characters would join an affix.
    private func refusingJoins(_ edit: consuming RawEdit) -> RawEdit {
        guard case let .replaced(newRaw, _) = edit, let joining = joiningAffix(newRaw) else { return edit }
        return .rejected(.characterNotAccepted(joining))
    }

    /// The value's first or last character when it would join the prefix or the suffix.
    private func joiningAffix(_ raw: String) -> Character? {
        if let prefixEnd = shownPrefix.last, let first = raw.first, GraphemeBoundaries.join(prefixEnd, first) {
            return first
        }
        if let suffixStart = shownSuffix.first, let last = raw.last, GraphemeBoundaries.join(last, suffixStart) {
            return last
        }
        return nil
    }

    /// Wrapped plain text is edited in place, between the affixes: a keystroke in a long note
    /// with a prefix costs what it costs without one, plus the affixes looked for (a field
    /// splices the raw characters it keeps apart from the text where they lie too).
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(), prefix: "@").editsInPlace   // true
    /// ```
    var editsInPlace: Bool { Shortcuts.editsInPlace(base) }

    /// The affixes as `text` shows them around a value it laid out, apart from it: `nil` when
    /// they are not there, when the wrapped formatter keeps decoration of its own around its
    /// value, or when the text shows no value while the affixes show only around one (such an
    /// edit takes the general path).
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(), prefix: "@").decorationAround(rawIn: "@anna")   // ("@", "")
    /// ```
    ///
    /// - Complexity: O(*a*) in the length of the affixes.
    func decorationAround(rawIn text: String) -> (before: String, after: String)? {
        guard let inner = Shortcuts.decorationAround(rawIn: "", of: base), inner.before.isEmpty, inner.after.isEmpty else { return nil }
        let utf8 = text.utf8, before = shownPrefix.utf8, after = shownSuffix.utf8
        guard utf8.count > before.count + after.count || (visibility == .always && utf8.count == before.count + after.count),
              utf8.starts(with: before), utf8.reversed().starts(with: after.reversed()) else { return nil }
        let valueStart = utf8.index(utf8.startIndex, offsetBy: before.count)
        let valueEnd = utf8.index(utf8.endIndex, offsetBy: -after.count)
        guard GraphemeBoundaries.isBoundary(valueStart, in: text), GraphemeBoundaries.isBoundary(valueEnd, in: text) else { return nil }
        return (shownPrefix, shownSuffix)
    }

    /// The wrapped formatter's edit in place; a pasted text loses the affixes it carries, once,
    /// and pasting only an affix moves the caret (``replace(_:in:with:)``). The engine refuses
    /// an edit whose characters would join an affix.
    ///
    /// - Complexity: the wrapped formatter's, plus O(*p*) in the length of a pasted text to take its affixes off.
    func replaceInPlace(with input: EditInput) -> RawEdit {
        guard let input = valueInput(input) else { return .caretMoved(to: 0) }
        return Shortcuts.replaceInPlace(with: input, of: base)
    }

    /// The input the wrapped formatter gets: a paste without the affixes it carries, each once
    /// — as shown (its whitespace included, and nothing more, so the value's own spaces stay),
    /// or else without its whitespace (`$ 12`, `80kg`); `nil` when only an affix was pasted.
    private func valueInput(_ input: EditInput) -> EditInput? {
        guard case let .paste(text) = input else { return input }
        var inner = Substring(text)
        if !shownPrefix.isEmpty, inner.hasPrefix(shownPrefix) {
            inner = inner.dropFirst(shownPrefix.count)
        } else if case let bare = prefix.trimmingWhitespace, !bare.isEmpty,
                  case let trimmed = inner.drop(while: \.isWhitespace), trimmed.hasPrefix(bare) {
            inner = trimmed.dropFirst(bare.count).drop(while: \.isWhitespace)
        }
        if !shownSuffix.isEmpty, inner.hasSuffix(shownSuffix) {
            inner = inner.dropLast(shownSuffix.count)
        } else if case let bare = suffix.trimmingWhitespace, !bare.isEmpty,
                  case let trimmed = Substring(inner.reversed().drop(while: \.isWhitespace).reversed()), trimmed.hasSuffix(bare) {
            inner = Substring(trimmed.dropLast(bare.count).reversed().drop(while: \.isWhitespace).reversed())
        }
        return inner.isEmpty ? nil : EditInput(inserting: String(inner))
    }

    /// The wrapped formatter's decoration ahead: the engine shows what is typed of it inside
    /// the value, before the suffix.
    ///
    /// - Complexity: the wrapped formatter's.
    func decorationAhead(ofRaw raw: String) -> String? {
        Shortcuts.decorationAhead(ofRaw: raw, of: base)
    }

    /// The wrapped formatter's value: the affixes never enter it.
    ///
    /// - Complexity: the wrapped formatter's.
    public func value(raw: String) -> Base.Value? { base.value(raw: raw) }

    /// The wrapped formatter's value, read from what it keeps in its layout inside `layout`.
    ///
    /// - Complexity: the wrapped formatter's, plus O(*n*) in the length of the layout's text to take the affixes off
    ///   when the wrapped formatter keeps work in it.
    func value(raw: String, laidOutAs layout: RawLayout) -> Base.Value? {
        guard case .some = layout.memo, let inner = unwrapping(layout, raw: raw) else { return base.value(raw: raw) }
        return Shortcuts.value(raw: raw, laidOutAs: inner, of: base)
    }

    /// The wrapped formatter's verdict on `value`.
    ///
    /// - Complexity: the wrapped formatter's.
    func verdict(of value: Base.Value, raw: String) -> ValueVerdict? {
        Shortcuts.verdict(of: value, raw: raw, of: base)
    }

    /// The wrapped formatter's tidying.
    ///
    /// - Complexity: the wrapped formatter's.
    public func finished(raw: String) -> String { base.finished(raw: raw) }

    /// The wrapped finished text with the affixes around it (none around an empty value unless
    /// they always show).
    ///
    /// ```swift
    /// AffixedFormatter(PlainTextFormatter(), suffix: " kg").finishedText(raw: "80")   // "80 kg"
    /// ```
    ///
    /// - Complexity: the wrapped formatter's `finishedText(raw:)`, plus O(*n*) in the length of its text to put the
    ///   affixes around it.
    public func finishedText(raw: String) -> String {
        let inner = base.finishedText(raw: raw)
        guard visibility == .always || !raw.isEmpty else { return inner }
        return shownPrefix + inner + shownSuffix
    }

    private static func stripping(_ prefix: String, _ suffix: String, from text: Substring) -> Substring {
        var inner = text
        if !prefix.isEmpty, inner.hasPrefix(prefix) { inner = inner.dropFirst(prefix.count) }
        if !suffix.isEmpty, inner.hasSuffix(suffix) { inner = inner.dropLast(suffix.count) }
        return inner
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
