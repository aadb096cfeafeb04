/// A formatter of a text field: it knows which characters of its text are raw, how raw
/// characters are laid out with decoration, and which edits of them it accepts.
///
/// A formatter is a value type: `Sendable`, deterministic, no I/O. It implements four
/// requirements, `rawText(of:)`, `layout(raw:)`, `replace(_:in:with:)` and `value(raw:)` (the
/// others below have defaults); applying an edit, mapping the caret and normalising a
/// selection are done by one shared mechanism (``apply(_:to:)``, ``select(_:in:)``) so that the caret rules hold
/// the same way for every formatter.
///
/// An app writes a formatter of its own (a postal code, a tax ID, a material number) with these
/// requirements and `import InputFormatKit` alone: <doc:WritingYourOwnFormatter> shows one, a
/// German postal code, in a form field. Its field has every feature a field of the library's
/// formatters has: the caret rules, undo, composition, the counter, messages and what a screen
/// reader reads. The library's formatters also take shortcuts through the engine, which are not
/// part of this protocol: a key appended to a layout, plain text edited where it lies, a
/// layout's memo carried to the next edit, and two behaviours of theirs (a mask's literals typed
/// ahead, a time's keys read together).
///
/// Its answers depend only on its configuration and its arguments. Process-wide caches sit
/// behind them, to save work, never to change a result; the Performance article lists every
/// one with its bound. Among them:
///
/// - **Numbering plans**: each region's phone numbering plan, parsed from the generated format
///   table the first time a region is used and kept (at most one per region of the table).
/// - **Plural rules**: ICU's plural rules of each locale a counted message is written in,
///   opened once and kept (at most 64 locales; beyond that they are opened for each use).
///
/// Each is bounded, lives behind a lock (so formatters stay `Sendable` and may run on any
/// thread), and holds only values computed from immutable inputs: a result is the same with the
/// cache, without it, and whatever another thread asked for before.
///
/// ```swift
/// let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD")
/// var field = FieldText.empty
/// for key in "1234" { field = formatter.apply(.typing(String(key), in: field), to: field).field }
/// field.description   // "1,234|"
/// ```
public protocol InputFormatter: Sendable {
    /// The value a field of this formatter holds.
    associatedtype Value: Sendable & Hashable & CustomStringConvertible

    /// The raw characters of `text`, which is normally this formatter's own output.
    ///
    /// For text the formatter did not lay out, return any reading; the edit engine notices the
    /// mismatch (the layout of the result is not `text`) and treats the whole text as a paste.
    func rawText(of text: String) -> String

    /// Lays out raw characters with their decoration: the text a focused field shows.
    func layout(raw: String) -> RawLayout

    /// Applies an edit to raw characters: `range` (raw offsets) is replaced according to
    /// `input`. Returns the new raw text and selection, a caret move, or a refusal.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit

    /// The value of raw characters, or `nil` when they hold none (an empty field).
    func value(raw: String) -> Value?

    /// The raw characters kept when editing ends (a dangling decimal mark goes, say).
    func finished(raw: String) -> String

    /// The text a field shows once editing has ended (with currency symbol, say).
    func finishedText(raw: String) -> String

    /// The formatter's own verdict on raw characters (a card's checksum, an amount above the
    /// maximum), or `nil` when it has none. Optional: by default there is none.
    func verdict(raw: String) -> ValueVerdict?

    /// The keyboard a UI brings up for this field. Optional: by default the text keyboard.
    var keyboardHint: KeyboardHint { get }

    /// Whether the field is multi-line: a line break typed or pasted reaches the formatter as
    /// it is. In a one-line field each line break becomes a space before the formatter reads
    /// the edit (CR LF one space), as `UITextField` makes it, typed or pasted alike. Optional:
    /// by default `false`.
    var acceptsLineBreaks: Bool { get }

    /// A field label as this formatter's fields show it (an amount's carries its ISO code).
    /// Optional: by default the label as given.
    func label(_ text: String) -> String

    /// The locale a field around this formatter speaks unless its configuration names one: the
    /// language of its messages, announcements and label marks, and the digits of its counter,
    /// as the formatter's own text and spoken value are in it (`de_DE` for a German amount).
    /// Optional: by default `nil`, a formatter that writes no language (masks, cards, plain
    /// text), whose field speaks English with ASCII digits unless told otherwise.
    var fieldLocale: String? { get }

}

extension InputFormatter {

    /// By default a field is one line: a line break in an edit becomes a space.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "##/##").acceptsLineBreaks   // false
    /// ```
    public var acceptsLineBreaks: Bool { false }

    /// By default editing ending keeps the raw characters as they are.
    ///
    /// ```swift
    /// formatter.finished(raw: "12")   // "12"
    /// ```
    public func finished(raw: String) -> String { raw }

    /// By default a finished field shows the same text as a focused one.
    ///
    /// ```swift
    /// formatter.finishedText(raw: "12") == formatter.layout(raw: "12").text   // true
    /// ```
    ///
    /// - Complexity: that of `layout(raw:)`: O(*n*) in the length of `raw` for the library's formatters.
    public func finishedText(raw: String) -> String { layout(raw: raw).text }

    /// The text a focused field shows for `raw` (its layout's text).
    ///
    /// ```swift
    /// try CurrencyFormatter(locale: "en_IN", currency: "INR").editingText(raw: "1234567")
    /// // "12,34,567"
    /// ```
    ///
    /// - Complexity: that of `layout(raw:)`: O(*n*) in the length of `raw` for the library's formatters.
    public func editingText(raw: String) -> String { layout(raw: raw).text }
}

/// The field traits every formatter has by default: no verdict of its own, the text keyboard,
/// the label as given.
extension InputFormatter {
    /// No verdict: the value is whatever the user typed.
    ///
    /// ```swift
    /// PlainTextFormatter().verdict(raw: "x")   // nil
    /// ```
    public func verdict(raw: String) -> ValueVerdict? { nil }

    /// The text keyboard.
    ///
    /// ```swift
    /// PlainTextFormatter().keyboardHint   // .default
    /// ```
    public var keyboardHint: KeyboardHint { .default }

    /// The label as given.
    ///
    /// ```swift
    /// PlainTextFormatter().label("Title")   // "Title"
    /// ```
    public func label(_ text: String) -> String { text }

    /// No locale: the field speaks the language its configuration names, else English.
    ///
    /// ```swift
    /// PlainTextFormatter().fieldLocale   // nil
    /// ```
    public var fieldLocale: String? { nil }
}
