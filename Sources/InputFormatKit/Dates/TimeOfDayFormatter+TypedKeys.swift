extension TimeOfDayFormatter {
    /// ``replace(_:in:with:)``, with the keys typed at the end kept in the layout's memo
    /// (``TypedTimeKeys``): once a letter is typed (a day period's name, `PM`, `p. m.`,
    /// `dopołdnja`, `下午`, `오후`), each key is read with all the keys before it, as a paste of
    /// them into an empty field reads them, so that typed key by key a time ends with the time
    /// pasting it gives; while the letters after the last digit only begin the name of a period
    /// or a word of the locale's time patterns (`do`, `오`, hsb `hod` of `hodź.`), they change
    /// nothing, and keys that a paste cannot read are refused as it is. Digits and marks alone
    /// are the edit alone.
    ///
    /// ```swift
    /// // dsb, a 24-hour clock: "9:24 dopołdnja" typed is 09:24, as pasted; the `p` inside the
    /// // name of the morning is no afternoon's key.
    /// ```
    ///
    /// - Complexity: that of ``replace(_:in:with:)``, and O(*k*) in the keys typed at the end.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let kept = TypedTimeKeys.kept(in: layout, for: raw) ?? (raw.isEmpty ? "" : nil)
        guard duration == nil, case let .keystroke(key) = input, range.isEmpty, range.lowerBound == raw.utf8.count, !Self.isEditedInPlace(raw),
              let kept, kept.utf8.count < TypedTimeKeys.longest else {
            // A key after the period a letter picked, at the end, that goes on with its name (mer
            // `RŨ`, whose `R` picked the morning and moved the caret past it; el `π.μ.`): the
            // name typed on, as its paste reads it, not the first letter of the other period
            // (`Ũ` of `ŨG`). Without those letters just typed (after a paste, an undo, a move),
            // a letter picks its period as anywhere.
            if case let .keystroke(key) = input, range.isEmpty, range.lowerBound == raw.utf8.count, !layoutPattern.periodFirst,
               let letters = TypedTimeKeys.kept(in: layout, for: raw, kind: .periodName), let shown = parts(of: raw).period {
                let name = Self.foldedPeriod(shown == UInt8(ascii: "a") ? periods.am : periods.pm)
                let typed = letters + String(key)
                if name.hasPrefix(Self.foldedPeriod(typed)) {
                    layout.memo = TypedTimeKeys(typed: typed, raw: raw, kind: .periodName)
                    return .caretMoved(to: range.lowerBound)
                }
            }
            // Elsewhere, or with no keys kept (after a deletion, a paste, an undo), or more than
            // any time is written with (a key held down): the edit alone.
            let edit = replace(range, in: raw, with: input)
            guard case let .replaced(result, _) = edit else { return edit }
            layout = self.layout(raw: result)
            // A letter that picked a period: its name's first letters, for the keys that follow.
            if case let .keystroke(key) = input, key.isLetter, period(for: key) != nil, parts(of: result).period != nil {
                layout.memo = TypedTimeKeys(typed: String(key), raw: result, kind: .periodName)
            }
            return edit
        }
        let typed = kept + String(key)
        var edit = replace(range, in: raw, with: input)
        if typed.contains(where: \.isLetter) {
            let afterDigits = typed.reversed().prefix { DecimalDigit.ascii(of: $0) == nil }
            switch replace(0..<0, in: "", with: .paste(typed)) {
            case let .replaced(result, _) where result == raw:
                edit = .caretMoved(to: range.lowerBound)
            case let .replaced(result, _):
                edit = .replaced(raw: result, selection: result.utf8.count..<result.utf8.count)
            case let .rejected(reason):
                // Letters that begin a word change nothing while the word, finished, would read
                // (`7:07 p` of `7:07 pm`); not the morning's `A` after the afternoon's `e` (is
                // `e7:07 A`), which no finish makes a time.
                let begun = wordsBegun(by: String(afterDigits.reversed()))
                if begun.contains(where: { finished in
                    let text = String(typed.dropLast(finished.replacing)) + finished.word
                    if case .rejected = replace(0..<0, in: "", with: .paste(text)) { return false }
                    return true
                }) {
                    edit = .caretMoved(to: range.lowerBound)
                } else if case .rejected = edit {
                    break
                } else {
                    // Keys a paste cannot read (`s1s0`, letters that began no name then a digit)
                    // are refused as the paste is; the keys are forgotten, and the next key
                    // follows what the field shows.
                    layout.memo = nil
                    return .rejected(reason)
                }
            case .caretMoved:
                if beginsAWord(String(afterDigits.reversed())) { edit = .caretMoved(to: range.lowerBound) }
            }
        }
        switch edit {
        case .rejected:
            return edit   // the keys stay as they were: the next key follows what the field shows
        case let .replaced(result, _):
            layout = self.layout(raw: result)
            layout.memo = TypedTimeKeys(typed: typed, raw: result)
        case .caretMoved:
            layout.memo = TypedTimeKeys(typed: typed, raw: raw)
        }
        return edit
    }

    /// Whether the letters of `text` (what follows the last digit) begin the name of a day period
    /// (the locale's, `AM` or `PM`; case, dots and spaces aside), or their last run begins one or
    /// a word of the locale's time patterns (hsb `hodź.`, ee `ga`).
    func beginsAWord(_ text: String) -> Bool {
        !wordsBegun(by: text).isEmpty
    }

    /// The words ``beginsAWord(_:)`` finds begun by the end of `text`, each with the number of
    /// characters at the end of `text` that it would take the place of, finished.
    ///
    /// ```swift
    /// // en_US: " p" begins "PM" and "pm", each in place of the 1 character "p".
    /// ```
    ///
    /// - Complexity: O(*n* + *w*) in the length of `text` and of the locale's words.
    func wordsBegun(by text: String) -> [(replacing: Int, word: String)] {
        let letters = Self.foldedPeriod(text)
        let names = [periods.am, periods.pm, "am", "pm"]
        // Across spaces and dots (`e.h` of `e.h.`): from the first letter on.
        let fromFirstLetter = text.drop { !$0.isLetter }.count
        let named = letters.isEmpty ? [] : names.filter { Self.foldedPeriod($0).hasPrefix(letters) }
        if !named.isEmpty { return named.map { (fromFirstLetter, $0) } }
        let last = String(text.reversed().prefix(while: \.isLetter).reversed()).lowercased()
        guard !last.isEmpty else { return [] }
        let words = (Self.words(of: layoutPattern) + otherClock.words(locale: locale, uses12Hour: !layoutPattern.uses12Hour))
            .map(\.word)
        let begun = names.filter { Self.foldedPeriod($0).hasPrefix(last) } + words.filter { $0.lowercased().hasPrefix(last) }
        return begun.map { (last.count, $0) }
    }

    /// `text` as period names are compared: lower-cased, without dots and spaces.
    static func foldedPeriod(_ text: String) -> String {
        text.lowercased().filter { $0 != "." && !$0.isWhitespace }
    }
}

/// The keys typed at the end of a time field, kept in its layout's memo
/// (``TimeOfDayFormatter/replace(_:in:with:layout:)``): a key typed after letters is read with
/// them as a paste of them would be; or, where a letter picked the period the field shows
/// (mer `R` of `RŨ`), the letters of its name typed so far, so that a key going on with the name
/// changes nothing.
final class TypedTimeKeys: Sendable {
    /// What the keys are: the time typed at the end, or the beginning of a period's name.
    enum Kind: Sendable {
        case time
        case periodName
    }

    /// The most UTF-8 bytes of keys kept: more than any time is written with, its period's name
    /// and its pattern's words (a Tibetan one is about 60), so that a key held down costs no
    /// more with each repeat.
    static let longest = 256

    /// The keys the field took.
    let typed: String
    /// The raw characters they left: the memo holds only for them.
    let raw: String
    /// Whether ``typed`` is the time's keys or the letters of the shown period's name.
    let kind: Kind

    init(typed: String, raw: String, kind: Kind = .time) {
        self.typed = typed
        self.raw = raw
        self.kind = kind
    }

    /// The keys of `kind` kept with `layout`, if they left `raw`.
    static func kept(in layout: RawLayout, for raw: String, kind: Kind = .time) -> String? {
        guard let kept = layout.memo as? TypedTimeKeys, kept.kind == kind, kept.raw == raw else { return nil }
        return kept.typed
    }
}
