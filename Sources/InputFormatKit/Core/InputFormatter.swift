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
/// German postal code, in a form field. The requirements behind `@_spi(FormatterAuthoring)` are
/// the library's formatters' shortcuts through the engine (a key appended to a layout, plain
/// text edited where it lies, a layout's memo carried to the next edit) and two behaviours of
/// theirs (a mask's literals typed ahead, a time's keys read together); each has a default
/// through the requirements above, which a formatter of an app's own takes without naming it.
/// Those defaults are not API to call: without the SPI a call reaches the default, not the
/// formatter's own answer.
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

    /// The layout of `raw` for a field that kept `previous`, the layout of other raw characters
    /// (the state an undo or a redo goes back to): a formatter that keeps work in the layout's
    /// memo continues from it (a phone number's grouping, whose kept chain holds every start of
    /// the number typed). Optional: by default ``layout(raw:)``.
    @_spi(FormatterAuthoring) func layout(raw: String, continuing previous: RawLayout) -> RawLayout

    /// Applies an edit to raw characters: `range` (raw offsets) is replaced according to
    /// `input`. Returns the new raw text and selection, a caret move, or a refusal.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit

    /// ``replace(_:in:with:)`` for a field that keeps `layout`, the layout of `raw` (maybe with
    /// decoration typed ahead, ``RawLayout/typedAhead``): when the answer is `.replaced`,
    /// `layout` becomes the layout of the new raw characters (as ``layout(raw:)`` lays them
    /// out); for any other answer it is left as it was but for its memo, where a formatter may
    /// keep what a key it refused or passed over says (a date's keys typed at the end). A formatter
    /// lays out as it edits (a mask fills its slots from the characters it just checked) or
    /// continues from the layout before (a phone number's grouping, kept in the layout's memo).
    /// Optional: by default `replace(_:in:with:)`, then `layout(raw:)`.
    @_spi(FormatterAuthoring) func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                           layout: inout RawLayout) -> RawEdit

    /// The one ASCII character `byte` typed after the last raw character, applied where the raw
    /// characters and their layout lie: `raw` gains exactly that character, at its end (the
    /// engine records the edit as that one byte appended), and `layout` (the layout of
    /// `raw`, maybe with decoration typed ahead) becomes the layout of the result, extended
    /// rather than made again. Answers `false`, changing nothing, to leave the keystroke to
    /// the engine's general path; it may answer `true` only where that would accept it with the
    /// same raw characters and layout and put the caret right after it (the engine places the
    /// caret there without asking `replace`) — never for the next character of
    /// ``decorationAhead(ofRaw:)`` not yet typed ahead, which that path shows as typed.
    /// Optional: by default `false`.
    @_spi(FormatterAuthoring) func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool

    /// The decoration shown before the next raw character typed after `raw` — a mask's literals
    /// before its next slot, or after its last — which keys may type ahead of that character:
    /// the edit engine then shows it as typed (caret rule 7, ``RawLayout/typedAhead``). `nil`
    /// when the formatter lets no decoration be typed, which also keeps keys that stand for
    /// decoration shown between raw characters the formatter's own to answer. Optional: by
    /// default `nil`.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "+7 (###) ###-##-##").decorationAhead(ofRaw: "")      // "+7 ("
    /// try MaskFormatter(pattern: "+7 (###) ###-##-##").decorationAhead(ofRaw: "123")   // ") "
    /// ```
    @_spi(FormatterAuthoring) func decorationAhead(ofRaw raw: String) -> String?

    /// The value of raw characters, or `nil` when they hold none (an empty field).
    func value(raw: String) -> Value?

    /// The value of raw characters just laid out as `layout`: a formatter that keeps work in the
    /// layout's memo reads the value from it. Optional: by default ``value(raw:)``.
    @_spi(FormatterAuthoring) func value(raw: String, laidOutAs layout: RawLayout) -> Value?

    /// The raw characters kept when editing ends (a dangling decimal mark goes, say).
    func finished(raw: String) -> String

    /// The text a field shows once editing has ended (with currency symbol, say).
    func finishedText(raw: String) -> String

    /// The formatter's own verdict on raw characters (a card's checksum, an amount above the
    /// maximum), or `nil` when it has none. Optional: by default there is none.
    func verdict(raw: String) -> ValueVerdict?

    /// The verdict on `value`, the value of `raw` (an edit's result carries it, and a form
    /// field's rules read the verdict with it): always ``verdict(raw:)`` of `raw`, which a
    /// formatter whose verdict is a reading of its value (a card's check digit, a phone number's
    /// length) gives without reading the raw characters again. Optional: by default
    /// ``verdict(raw:)``.
    @_spi(FormatterAuthoring) func verdict(of value: Value, raw: String) -> ValueVerdict?

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

    /// Whether the text is the raw text itself, grapheme for grapheme, with no decoration, and
    /// whether an edit is accepted depends only on the text it inserts (plain text). The shared
    /// mechanism then edits the text where it changes, in time that does not grow with the text,
    /// handing the formatter only the insertion (``replaceInPlace(with:)``), between the
    /// decoration it keeps around its text (``decorationAround(rawIn:)``: an affix). Optional: by default
    /// `false`. One of the library's formatters' shortcuts through the engine.
    @_spi(FormatterAuthoring) var editsInPlace: Bool { get }

    /// For a formatter that edits in place: the decoration `text` shows before and after the
    /// raw characters (a prefix and a suffix), which an edit in place keeps, with the raw
    /// characters between them; `nil` when `text` is not one the formatter shows around them
    /// (an edit then takes the general path). Optional: by default none, whatever the text.
    @_spi(FormatterAuthoring) func decorationAround(rawIn text: String) -> (before: String, after: String)?

    /// For a formatter that edits in place: its answer to `input` inserted among the raw
    /// characters, which depends only on what is inserted (``editsInPlace``). Optional: by
    /// default `replace(0..<0, in: "", with: input)`.
    @_spi(FormatterAuthoring) func replaceInPlace(with input: EditInput) -> RawEdit

    /// The most UTF-8 bytes the raw characters can hold, or `nil` when there is no such bound
    /// (plain text; a mask with a letter slot, which takes a letter with any number of marks). It
    /// must hold for every raw the formatter makes from raw within it: each answer of `replace`
    /// (typing, pasting and deleting) and of `finished(raw:)`. The bytes bound the count in every
    /// ``CountingUnit``, so a form field whose stop-at-limit counter allows at least this many
    /// knows that no edit can pass its limit, and keeps no copy of the field to cut an edit to
    /// fit. Optional: by default `nil`.
    @_spi(FormatterAuthoring) var maximumRawUTF8Count: Int? { get }
}

extension InputFormatter {
    /// By default a formatter lays its text out, so edits go through the layout.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "##/##").editsInPlace   // false
    /// ```
    @_documentation(visibility: internal) public var editsInPlace: Bool { false }

    /// By default a field is one line: a line break in an edit becomes a space.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "##/##").acceptsLineBreaks   // false
    /// ```
    public var acceptsLineBreaks: Bool { false }

    /// By default no decoration stands around the raw characters edited in place.
    ///
    /// ```swift
    /// PlainTextFormatter().decorationAround(rawIn: "note")   // ("", "")
    /// ```
    @_documentation(visibility: internal) public func decorationAround(rawIn text: String) -> (before: String, after: String)? { ("", "") }

    /// By default the formatter's edit of an empty text.
    ///
    /// - Complexity: that of `replace(_:in:with:)` for the inserted text alone.
    @_documentation(visibility: internal) public func replaceInPlace(with input: EditInput) -> RawEdit {
        replace(0..<0, in: "", with: input)
    }

    /// By default the raw characters have no known bound.
    ///
    /// ```swift
    /// PlainTextFormatter().maximumRawUTF8Count   // nil
    /// ```
    @_documentation(visibility: internal) public var maximumRawUTF8Count: Int? { nil }

    /// By default the edit is made, and its raw characters laid out afresh.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, and of `layout(raw:)` for the new raw characters when it replaces
    ///   them.
    @_documentation(visibility: internal) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        replace(range, in: raw, with: input).whenReplaced { layout = self.layout(raw: $0) }
    }

    /// By default no decoration is typed ahead.
    @_documentation(visibility: internal) public func decorationAhead(ofRaw raw: String) -> String? { nil }

    /// By default a layout is made afresh.
    ///
    /// - Complexity: that of `layout(raw:)`.
    @_documentation(visibility: internal) public func layout(raw: String, continuing previous: RawLayout) -> RawLayout { layout(raw: raw) }

    /// By default every keystroke goes through ``replace(_:in:with:layout:)``.
    @_documentation(visibility: internal) public func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
        false
    }

    /// By default the value is read from the raw characters alone.
    ///
    /// - Complexity: that of `value(raw:)`.
    @_documentation(visibility: internal) public func value(raw: String, laidOutAs layout: RawLayout) -> Value? {
        value(raw: raw)
    }

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

    /// By default the verdict is read from the raw characters, not from the value.
    ///
    /// - Complexity: that of `verdict(raw:)`.
    @_documentation(visibility: internal) public func verdict(of value: Value, raw: String) -> ValueVerdict? {
        verdict(raw: raw)
    }

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
