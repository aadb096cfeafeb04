/// A formatter of the library's own: the ``InputFormatter`` requirements, and the shortcuts it
/// takes through the edit engine. Only the library's formatters adopt it; a formatter of an
/// app's own takes the general path, through the public requirements alone.
///
/// The engine reaches these through ``Shortcuts``, which asks whether the formatter's type
/// is one of these. In code compiled for one of the library's formatters (the entry points of
/// `EditEntryPoints.swift`) the compiler answers that, so a shortcut is a direct call; for any
/// other formatter the answer is the Swift runtime's, which it keeps after the first question.
/// Each shortcut's default is what the general path does, so a formatter names only the ones
/// it takes.
protocol BuiltInFormatter: InputFormatter {
    /// The layout of `raw` for a field that kept `previous`, the layout of other raw characters
    /// (the state an undo or a redo goes back to): a formatter that keeps work in the layout's
    /// memo continues from it (a phone number's grouping, whose kept chain holds every start of
    /// the number typed). By default ``InputFormatter/layout(raw:)``.
    func layout(raw: String, continuing previous: RawLayout) -> RawLayout

    /// ``InputFormatter/replace(_:in:with:)`` for a field that keeps `layout`, the layout of
    /// `raw` (maybe with decoration typed ahead, ``RawLayout/typedAhead``): when the answer is
    /// `.replaced`, `layout` becomes the layout of the new raw characters (as `layout(raw:)`
    /// lays them out); for any other answer it is left as it was but for its memo, where a
    /// formatter may keep what a key it refused or passed over says (a date's keys typed at the
    /// end). A formatter lays out as it edits (a mask fills its slots from the characters it
    /// just checked) or continues from the layout before (a phone number's grouping, kept in the
    /// layout's memo). By default `replace(_:in:with:)`, then `layout(raw:)`.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput, layout: inout RawLayout) -> RawEdit

    /// The one ASCII character `byte` typed after the last raw character, applied where the raw
    /// characters and their layout lie: `raw` gains exactly that character, at its end (the
    /// engine records the edit as that one byte appended), and `layout` (the layout of `raw`,
    /// maybe with decoration typed ahead) becomes the layout of the result, extended rather than
    /// made again. Answers `false`, changing nothing, to leave the keystroke to the engine's
    /// general path; it may answer `true` only where that would accept it with the same raw
    /// characters and layout and put the caret right after it (the engine places the caret there
    /// without asking `replace`) — never for the next character of
    /// ``decorationAhead(ofRaw:)`` not yet typed ahead, which that path shows as typed. By
    /// default `false`.
    func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool

    /// The decoration shown before the next raw character typed after `raw` — a mask's literals
    /// before its next slot, or after its last — which keys may type ahead of that character:
    /// the edit engine then shows it as typed (caret rule 7, ``RawLayout/typedAhead``). `nil`
    /// when the formatter lets no decoration be typed, which also keeps keys that stand for
    /// decoration shown between raw characters the formatter's own to answer. By default `nil`.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "+7 (###) ###-##-##").decorationAhead(ofRaw: "")      // "+7 ("
    /// try MaskFormatter(pattern: "+7 (###) ###-##-##").decorationAhead(ofRaw: "123")   // ") "
    /// ```
    func decorationAhead(ofRaw raw: String) -> String?

    /// The value of raw characters just laid out as `layout`: a formatter that keeps work in the
    /// layout's memo reads the value from it. By default ``InputFormatter/value(raw:)``.
    func value(raw: String, laidOutAs layout: RawLayout) -> Value?

    /// The verdict on `value`, the value of `raw` (an edit's result carries it, and a form
    /// field's rules read the verdict with it): always ``InputFormatter/verdict(raw:)`` of
    /// `raw`, which a formatter whose verdict is a reading of its value (a card's check digit, a
    /// phone number's length) gives without reading the raw characters again. By default
    /// `verdict(raw:)`.
    func verdict(of value: Value, raw: String) -> ValueVerdict?

    /// Whether the text is the raw text itself, grapheme for grapheme, with no decoration, and
    /// whether an edit is accepted depends only on the text it inserts (plain text). The engine
    /// then edits the text where it changes, in time that does not grow with the text, handing
    /// the formatter only the insertion (``replaceInPlace(with:)``), between the decoration it
    /// keeps around its text (``decorationAround(rawIn:)``: an affix). By default `false`.
    var editsInPlace: Bool { get }

    /// For a formatter that edits in place: the decoration `text` shows before and after the
    /// raw characters (a prefix and a suffix), which an edit in place keeps, with the raw
    /// characters between them; `nil` when `text` is not one the formatter shows around them
    /// (an edit then takes the general path). By default none, whatever the text.
    func decorationAround(rawIn text: String) -> (before: String, after: String)?

    /// For a formatter that edits in place: its answer to `input` inserted among the raw
    /// characters, which depends only on what is inserted (``editsInPlace``). By default
    /// `replace(0..<0, in: "", with: input)`.
    func replaceInPlace(with input: EditInput) -> RawEdit

    /// The most UTF-8 bytes the raw characters can hold, or `nil` when there is no such bound
    /// (plain text; a mask with a letter slot, which takes a letter with any number of marks).
    /// It must hold for every raw the formatter makes from raw within it: each answer of
    /// `replace` (typing, pasting and deleting) and of `finished(raw:)`. The bytes bound the
    /// count in every ``CountingUnit``, so a form field whose stop-at-limit counter allows at
    /// least this many knows that no edit can pass its limit, and keeps no copy of the field to
    /// cut an edit to fit. By default `nil`.
    var maximumRawUTF8Count: Int? { get }
}

extension BuiltInFormatter {
    func layout(raw: String, continuing previous: RawLayout) -> RawLayout { layout(raw: raw) }

    func replace(_ range: Range<Int>, in raw: String, with input: EditInput, layout: inout RawLayout) -> RawEdit {
        Shortcuts.generalReplace(range, in: raw, with: input, layout: &layout, of: self)
    }

    func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool { false }

    func decorationAhead(ofRaw raw: String) -> String? { nil }

    func value(raw: String, laidOutAs layout: RawLayout) -> Value? { value(raw: raw) }

    func verdict(of value: Value, raw: String) -> ValueVerdict? { verdict(raw: raw) }

    var editsInPlace: Bool { false }

    func decorationAround(rawIn text: String) -> (before: String, after: String)? { ("", "") }

    func replaceInPlace(with input: EditInput) -> RawEdit { replace(0..<0, in: "", with: input) }

    var maximumRawUTF8Count: Int? { nil }
}

/// The engine's way to a formatter's shortcuts (``BuiltInFormatter``): each is the formatter's
/// own when it is one of the library's, and the general path's answer when it is not.
///
/// ```swift
/// Shortcuts.decorationAhead(ofRaw: "", of: try MaskFormatter(pattern: "(###)"))   // "("
/// Shortcuts.decorationAhead(ofRaw: "", of: PlainTextFormatter())                 // nil
/// ```
///
/// Each opens the formatter's type as a built-in one; code compiled for a built-in formatter
/// calls its shortcut directly (no copy, no cast at run time).
enum Shortcuts {
    /// ``BuiltInFormatter/layout(raw:continuing:)``.
    @inline(__always)
    static func layout<F: InputFormatter>(raw: String, continuing previous: RawLayout, of formatter: F) -> RawLayout {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> RawLayout { (formatter as! B).layout(raw: raw, continuing: previous) }
        guard let type = F.self as? any BuiltInFormatter.Type else { return formatter.layout(raw: raw) }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/replace(_:in:with:layout:)``.
    @inline(__always)
    static func replace<F: InputFormatter>(_ range: Range<Int>, in raw: String, with input: EditInput,
                                           layout: inout RawLayout, of formatter: F) -> RawEdit {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> RawEdit {
            (formatter as! B).replace(range, in: raw, with: input, layout: &layout)
        }
        guard let type = F.self as? any BuiltInFormatter.Type else {
            return generalReplace(range, in: raw, with: input, layout: &layout, of: formatter)
        }
        return builtIn(type)
    }

    /// The general path's ``BuiltInFormatter/replace(_:in:with:layout:)``: the edit is made, and
    /// its raw characters laid out afresh.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, and of `layout(raw:)` for the new raw
    ///   characters when it replaces them.
    static func generalReplace<F: InputFormatter>(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout, of formatter: F) -> RawEdit {
        formatter.replace(range, in: raw, with: input).whenReplaced { layout = formatter.layout(raw: $0) }
    }

    /// ``BuiltInFormatter/append(_:to:layout:)``.
    @inline(__always)
    static func append<F: InputFormatter>(_ byte: UInt8, to raw: inout String, layout: inout RawLayout, of formatter: F) -> Bool {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> Bool { (formatter as! B).append(byte, to: &raw, layout: &layout) }
        guard let type = F.self as? any BuiltInFormatter.Type else { return false }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/decorationAhead(ofRaw:)``.
    @inline(__always)
    static func decorationAhead<F: InputFormatter>(ofRaw raw: String, of formatter: F) -> String? {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> String? { (formatter as! B).decorationAhead(ofRaw: raw) }
        guard let type = F.self as? any BuiltInFormatter.Type else { return nil }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/value(raw:laidOutAs:)``.
    @inline(__always)
    static func value<F: InputFormatter>(raw: String, laidOutAs layout: RawLayout, of formatter: F) -> F.Value? {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> F.Value? {
            (formatter as! B).value(raw: raw, laidOutAs: layout) as! F.Value?
        }
        guard let type = F.self as? any BuiltInFormatter.Type else { return formatter.value(raw: raw) }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/verdict(of:raw:)``.
    @inline(__always)
    static func verdict<F: InputFormatter>(of value: F.Value, raw: String, of formatter: F) -> ValueVerdict? {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> ValueVerdict? {
            (formatter as! B).verdict(of: value as! B.Value, raw: raw)
        }
        guard let type = F.self as? any BuiltInFormatter.Type else { return formatter.verdict(raw: raw) }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/editsInPlace``.
    @inline(__always)
    static func editsInPlace<F: InputFormatter>(_ formatter: F) -> Bool {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> Bool { (formatter as! B).editsInPlace }
        guard let type = F.self as? any BuiltInFormatter.Type else { return false }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/decorationAround(rawIn:)``.
    @inline(__always)
    static func decorationAround<F: InputFormatter>(rawIn text: String, of formatter: F) -> (before: String, after: String)? {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> (before: String, after: String)? {
            (formatter as! B).decorationAround(rawIn: text)
        }
        guard let type = F.self as? any BuiltInFormatter.Type else { return ("", "") }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/replaceInPlace(with:)``.
    @inline(__always)
    static func replaceInPlace<F: InputFormatter>(with input: EditInput, of formatter: F) -> RawEdit {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> RawEdit { (formatter as! B).replaceInPlace(with: input) }
        guard let type = F.self as? any BuiltInFormatter.Type else { return formatter.replace(0..<0, in: "", with: input) }
        return builtIn(type)
    }

    /// ``BuiltInFormatter/maximumRawUTF8Count``.
    @inline(__always)
    static func maximumRawUTF8Count<F: InputFormatter>(of formatter: F) -> Int? {
        func builtIn<B: BuiltInFormatter>(_: B.Type) -> Int? { (formatter as! B).maximumRawUTF8Count }
        guard let type = F.self as? any BuiltInFormatter.Type else { return nil }
        return builtIn(type)
    }
}
