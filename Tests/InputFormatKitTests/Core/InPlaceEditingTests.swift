@testable import InputFormatKit
import PropertyBased
import Testing

/// Plain text is edited in place (`BuiltInFormatter.editsInPlace`); the result must be exactly
/// what the general path through the layout gives, whatever the edit and the text.
@Suite("In-place editing")
struct InPlaceEditingTests {
    /// Plain text through the general path: the same formatter, laid out as any other.
    struct LaidOutPlainText: InputFormatter {
        let base = PlainTextFormatter(allowsNewlines: true)
        var acceptsLineBreaks: Bool { base.acceptsLineBreaks }
        func rawText(of text: String) -> String { base.rawText(of: text) }
        func layout(raw: String) -> RawLayout { base.layout(raw: raw) }
        func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit { base.replace(range, in: raw, with: input) }
        func value(raw: String) -> String? { base.value(raw: raw) }
    }

    static let pieces = ["a", "é", "e\u{301}", "\u{301}", "👍🏽", "🇩", "🇪", "🇩🇪", "👨‍👩‍👧", "\u{200D}", "漢", "\r", "\n", "\r\n", " ", "\u{0}", "ﷺ", "Z̷̢"]

    func compare(_ text: String, _ edit: (FieldText) -> Edit, selection: Range<Int>) {
        let inPlace = PlainTextFormatter(allowsNewlines: true)
        let general = LaidOutPlainText()
        let field = inPlace.select(selection, in: FieldText(text))
        let generalField = general.select(selection, in: FieldText(text))
        #expect(field == generalField, "select \(selection) in \(text.debugDescription)")
        let one = inPlace.apply(edit(field), to: field)
        let other = general.apply(edit(field), to: field)
        #expect(one == other, "\(edit(field)) on \(field)")
        #expect(one.field.utf16Count == one.field.string.utf16.count)
    }

    @Test("typing, pasting, backspace and forward delete agree with the general path")
    func agree() async {
        let piece = Gen.int(in: 0...(Self.pieces.count - 1))
        await propertyCheck(count: 400, input: piece.array(of: 0...12), piece, Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.int(in: 0...3)) {
            parts, inserted, a, b, kind in
            let text = parts.map { Self.pieces[$0] }.joined()
            let length = text.utf16.count
            let selection = min(a, b, length)..<min(max(a, b), length)
            let insert = Self.pieces[inserted]
            switch kind {
            case 0: compare(text, { Edit.typing(insert, in: $0) }, selection: selection)
            case 1: compare(text, { Edit.paste(insert + "x" + insert, in: $0) }, selection: selection)
            case 2: compare(text, { Edit.backspace(in: $0) }, selection: selection)
            default: compare(text, { Edit.deleteForward(in: $0) }, selection: selection)
            }
        }
    }

    /// Affixes around plain text: the edits in place between them are compared with the same
    /// affixes around plain text laid out. `"e"` before a value joins a combining mark typed at
    /// its start; the right-to-left ones are wrapped in isolates.
    static let affixes: [(prefix: String, suffix: String, always: Bool, rightToLeft: Bool)] = [
        ("$", "", false, false), ("", " kg", false, false), ("≈ ", " / month", true, false), ("e", "🇩", false, false),
        ("@", " ك", true, true), ("🇺", "🇫🇷", false, false),
    ]

    @Test("between affixes, typing, pasting, backspace and forward delete agree with the general path, the selection anywhere")
    func affixedAgree() async {
        let inPlaceTyped = Locked(0)
        // The in-place path was taken. The checks are random: over 30 runs it was taken 18 to 39
        // times in 600, so a floor of 20 failed now and then (a CI run failed on 18). At 5 it
        // fails about once in 10⁸ runs, and still fails if the path is never taken.
        defer { #expect(inPlaceTyped.withLock { $0 } >= 5) }
        let piece = Gen.int(in: 0...(Self.pieces.count - 1))
        await propertyCheck(count: 600, input: piece.array(of: 0...8), piece, Gen.int(in: 0...40), Gen.int(in: 0...40),
                            Gen.int(in: 0...6), Gen.int(in: 0...(Self.affixes.count - 1))) { parts, inserted, a, b, kind, affix in
            let (prefix, suffix, always, rightToLeft) = Self.affixes[affix]
            let inPlace = AffixedFormatter(PlainTextFormatter(allowsNewlines: true), prefix: prefix, suffix: suffix,
                                           visibility: always ? .always : .whileNotEmpty, direction: rightToLeft ? .rightToLeft : .leftToRight)
            let general = AffixedFormatter(LaidOutPlainText(), prefix: prefix, suffix: suffix,
                                           visibility: always ? .always : .whileNotEmpty, direction: rightToLeft ? .rightToLeft : .leftToRight)
            let typed = parts.map { Self.pieces[$0] }.joined()
            let value = general.replace(0..<0, in: "", with: .paste(typed)).isRejected ? "" : typed
            let text = general.layout(raw: value).text
            let length = text.utf16.count
            let selection = min(a, b, length)..<min(max(a, b), length)
            let field = inPlace.select(selection, in: FieldText(text))
            #expect(field == general.select(selection, in: FieldText(text)), "select \(selection) in \(text.debugDescription)")
            let insert = Self.pieces[inserted]
            let edit: Edit = switch kind {
            case 0: .typing(insert, in: field)
            case 1: .paste(insert + "x" + insert, in: field)
            case 2: .backspace(in: field)
            case 3: .deleteForward(in: field)
            case 4: .paste(prefix + insert + suffix, in: field)   // a paste that carries the affixes
            case 5: Edit(replacing: selection, with: insert)      // the range as given, into an affix
            default: Edit(replacing: selection.lowerBound..<(length + 1 + a % 3), with: insert)   // past the end: refused
            }
            let one = inPlace.apply(edit, to: field)
            #expect(one == general.apply(edit, to: field), "\(edit) on \(field)")
            #expect(one.field.utf16Count == one.field.string.utf16.count)
            if kind == 0, !one.isRejected, !value.isEmpty, field.selection.isEmpty,
               (prefix + value + suffix).count == prefix.count + value.count + suffix.count {
                // Typing at a caret in a value the affixes show around, apart from it, is applied in place.
                let patched = if case .patched = one.rawChange { true } else { false }
                #expect(patched, "\(edit) on \(field)")
                inPlaceTyped.withLock { $0 += patched ? 1 : 0 }
            }
        }
    }

    @Test("a field with affixes around plain text keeps its raw characters, value, counter and undo right as it edits in place")
    func affixedField() {
        let formatter = AffixedFormatter(PlainTextFormatter(), prefix: "To: ", suffix: " (work)")
        var field = FormField(formatter: formatter, configuration: .init(counter: CharacterCounter(limit: 40)), text: "", focused: true)
        field.type("anna")
        #expect(field.text.description == "To: anna| (work)")
        field.select(4..<4)   // before the "a"
        field.type("h")
        field.type("\u{301}")   // joins the "h", not the prefix
        #expect(field.text.description == "To: h\u{301}|anna (work)")
        #expect(field.value == "h\u{301}anna")
        #expect(field.counter.count == 5)
        field.select(0..<2)   // inside the prefix: the caret goes to the value's start
        #expect(field.text.selection == 4..<4)
        field.backspace()     // nothing before the value to delete
        #expect(field.text.string == "To: h\u{301}anna (work)")
        field.select(100..<100)
        field.paste(" & Bo")
        #expect(field.value == "h\u{301}anna & Bo")
        let undone = field.undo()
        #expect(undone)
        #expect(field.text.description == "To: h\u{301}anna| (work)")
        #expect(field.value == "h\u{301}anna")
        #expect(field.counter.count == 5)
        let redone = field.redo()
        #expect(redone)
        #expect(field.value == "h\u{301}anna & Bo")
        field.select(0..<100)
        field.backspace()     // the value goes, and the affixes with it
        #expect(field.text.string == "")
        #expect(field.value == nil)
    }

    @Test("typed from empty between affixes, the keys after the first are applied in place and undone with it")
    func affixedFromEmpty() {
        var field = InputField(formatter: AffixedFormatter(PlainTextFormatter(), prefix: "Re: "))
        let first = field.type("a"), second = field.type("b")
        let firstLaidOut = if case .rewritten = first.rawChange { true } else { false }
        let secondPatched = if case .patched = second.rawChange { true } else { false }
        #expect(firstLaidOut)    // the affixes appear: laid out
        #expect(secondPatched)   // spliced where the text lies
        #expect(field.text.description == "Re: ab|")
        let undone = field.undo()
        #expect(undone)
        #expect(field.text.string == "")
        // An edit outside the text is refused, and the value it reports is the value's own.
        let formatter = AffixedFormatter(PlainTextFormatter(), prefix: "$")
        #expect(formatter.apply(Edit(replacing: 0..<9, with: ""), to: FieldText("$12")).value == "12")
    }

    @Test("a flag's half typed next to a flag in an affix is refused: the value keeps apart from it")
    func affixedRegionalIndicator() {
        var field = InputField(formatter: AffixedFormatter(PlainTextFormatter(), suffix: "🇫🇷"))
        field.paste("ab")
        #expect(field.type("🇺").rejection == .characterNotAccepted("🇺"))   // 🇺🇫 would pair, leaving 🇷
        #expect(field.raw == "ab")
        #expect(field.text.string == "ab🇫🇷")
    }

    /// Where a field's text lies in memory; the copy of the text made to read it goes before
    /// the next edit.
    static func storage<F>(of field: FormField<F>) -> UInt {
        field.text.string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
    }

    @Test("typing and deleting in a long note with a counter edit its text where it lies: it is never copied",
          .disabled(if: underAddressSanitizer, "AddressSanitizer's allocator makes every string grow by a copy"),
          arguments: [CharacterCounter.LimitMode.stopAtLimit, .allowOverLimit])
    func longNoteNotCopied(mode: CharacterCounter.LimitMode) {
        let note = String(repeating: "Dear team, the café opens at nine. ", count: 3_000)   // 105,000 characters
        var field = FormField(formatter: PlainTextFormatter(allowsNewlines: true),
                              configuration: .init(counter: CharacterCounter(limit: 200_000, mode: mode)), text: note, focused: true)
        field.select(50_000..<50_000)
        // Each edit made before it is applied, as a UI makes it, so that nothing but the field
        // holds the text then (`field.type(_:)` would read the text in the same expression).
        func press(_ key: (FieldText) -> Edit) {
            let edit = key(field.text)
            field.apply(edit)
        }
        press { .typing("x", in: $0) }   // the first keystroke may make room for more
        let storage = Self.storage(of: field)
        #expect(storage != 0, "the note's text is not contiguous UTF-8")
        // After each key: a copy made and the old storage freed may take turns between two
        // places, so that every second key finds the first one again.
        let keys: [(FieldText) -> Edit] = "yz, and".map { letter in { .typing(String(letter), in: $0) } }
            + [{ .backspace(in: $0) }, { .deleteForward(in: $0) }]
        for key in keys {
            press(key)
            #expect(Self.storage(of: field) == storage)
        }
        #expect(field.counter.count == note.count + 6)
        #expect(field.text.selection == 50_007..<50_007)
    }

    @Test("typing and deleting in a long note after a prefix edit its text and its value where they lie: neither is copied",
          .disabled(if: underAddressSanitizer, "AddressSanitizer's allocator makes every string grow by a copy"))
    func longAffixedNoteNotCopied() {
        let note = String(repeating: "Dear team, the café opens at nine. ", count: 3_000)   // 105,000 characters
        var field = InputField(formatter: AffixedFormatter(PlainTextFormatter(allowsNewlines: true), prefix: "Re: "))
        field.paste(note)
        field.select(50_000..<50_000)
        func press(_ key: (FieldText) -> Edit) {
            let edit = key(field.text)
            field.apply(edit)
        }
        func storage(_ string: String) -> UInt {
            string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
        }
        // The first keystrokes may make room for more, and copy the value the undo history
        // shares with the field after the paste.
        press { .typing("x", in: $0) }
        press { .typing("y", in: $0) }
        let text = storage(field.text.string), value = storage(field.raw)
        #expect(text != 0 && value != 0, "the note is not contiguous UTF-8")
        // After each key: a copy made and the old storage freed may take turns between two
        // places, so that every second key finds the first one again.
        let keys: [(FieldText) -> Edit] = "z, and".map { letter in { .typing(String(letter), in: $0) } }
            + [{ .backspace(in: $0) }, { .deleteForward(in: $0) }]
        for key in keys {
            press(key)
            #expect(storage(field.text.string) == text)
            #expect(storage(field.raw) == value)
        }
        #expect(field.value?.count == note.count + 6)
        #expect(field.text.string == "Re: " + field.raw)
    }

    @Test("an edit applied in place says truly where the text changed, and a counter counting from it stays exact, in both modes",
          arguments: CountingUnit.allCases)
    func reportedChange(unit: CountingUnit) async {
        let piece = Gen.int(in: 0...(Self.pieces.count - 1))
        await propertyCheck(count: 200, input: piece.array(of: 0...12), piece, Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.int(in: 0...3)) {
            parts, inserted, a, b, kind in
            let text = parts.map { Self.pieces[$0] }.joined()
            let formatter = PlainTextFormatter(allowsNewlines: true)
            // A limit the edits reach, so a stop-at-limit paste is cut (and counted) often.
            let limit = (a + b) % 30 + 1
            let counter = CharacterCounter(limit: limit, unit: unit, mode: (a + b).isMultiple(of: 2) ? .stopAtLimit : .allowOverLimit)
            var field = FormField(formatter: formatter, configuration: .init(counter: counter), text: text, focused: true)
            field.select(min(a, b)..<max(a, b))
            let insert = Self.pieces[inserted]
            let edit: Edit = switch kind {
            case 0: .typing(insert, in: field.text)
            case 1: .paste(insert + "x" + insert, in: field.text)
            case 2: .backspace(in: field.text)
            default: .deleteForward(in: field.text)
            }
            let result = formatter.apply(edit, to: field.text)
            if !result.isRejected, kind == 0, field.text.selection.isEmpty {
                let patched = if case .patched = result.rawChange { true } else { false }
                #expect(patched, "typing at a caret is applied in place: \(edit) on \(field.text)")
            }
            if !result.isRejected {
                let patch = result.rawChange.patch(giving: result.field.string)
                // The patch is the whole change: it turns the old text into the new one.
                #expect(patch.applied(field.text.string) == result.field.string, "\(edit) on \(field.text)")
                #expect(patch.reverted(result.field.string) == field.text.string, "\(edit) on \(field.text)")
            }
            let countBefore = field.counter.count
            field.apply(edit)
            #expect(field.counter.count == unit.count(field.raw), "\(edit) on \(field.text)")
            if counter.mode == .stopAtLimit {
                #expect(field.counter.count <= max(limit, countBefore), "\(edit) on \(field.text)")
            }
        }
    }

    @Test("a regional indicator typed before another pairs with it: the caret goes after the flag")
    func regionalIndicators() {
        let formatter = PlainTextFormatter()
        let field = FieldText("🇪x", selection: 0..<0)
        let result = formatter.apply(.typing("🇩", in: field), to: field)
        #expect(result.field == FieldText("🇩🇪x", selection: 4..<4))
    }

    @Test("a combining mark typed after a letter joins it")
    func combiningMark() {
        let formatter = PlainTextFormatter()
        let field = FieldText("ex", selection: 1..<1)
        let result = formatter.apply(.typing("\u{301}", in: field), to: field)
        #expect(result.field == FieldText("e\u{301}x", selection: 2..<2))
        #expect(formatter.apply(.backspace(in: result.field), to: result.field).field == FieldText("x", selection: 0..<0))
    }

    @Test("through a layout too, a combining mark typed between two letters leaves the caret after the one it joins")
    func combiningMarkThroughLayout() {
        let formatter = AffixedFormatter(PlainTextFormatter(), suffix: " kg")
        let field = FieldText("aa kg", selection: 1..<1)
        let result = formatter.apply(.typing("\u{301}", in: field), to: field)
        #expect(result.field == FieldText("a\u{301}a kg", selection: 2..<2))
    }

    @Test("a keystroke in a 100,000-character note lands where it should")
    func longNote() {
        let note = String(repeating: "Grüße 👋🏽 ", count: 10_000)
        var field = InputField(formatter: PlainTextFormatter())
        field.focus()
        _ = field.paste(note)
        field.select(50_000..<50_000)
        _ = field.type("!")
        #expect(field.text.selection.lowerBound == field.text.string.utf16.count - (note.utf16.count - field.text.selection.lowerBound + 1))
        _ = field.backspace()
        #expect(field.text.string == note)
    }
}
