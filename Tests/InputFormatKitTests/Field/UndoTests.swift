@testable import InputFormatKit
import Testing

@Suite("Undo and redo")
struct UndoTests {
    @Test("typing at the caret is one group; undo goes back across the currency's reformatting")
    func typingAcrossReformat() throws {
        var field = InputField(formatter: try currency("en_US", "USD"))
        field.type("1234567")
        #expect(field.text.description == "1,234,567|")
        let done1 = field.undo()
        #expect(done1)
        #expect(field.text.description == "|")
        #expect(field.value == nil)
        #expect(!field.canUndo)
        let done2 = field.redo()
        #expect(done2)
        #expect(field.text.description == "1,234,567|")
        #expect(field.value?.description == "1234567")
    }

    @Test("deleting after typing is a new group, and typing after deleting another")
    func kindChanges() throws {
        var field = InputField(formatter: try currency("de_DE", "EUR"))
        field.type("12345")
        field.backspace()
        field.backspace()
        field.type("9")
        #expect(field.text.description == "1.239|")
        field.undo()
        #expect(field.text.description == "123|")
        field.undo()
        #expect(field.text.description == "12.345|")
        #expect(field.raw == "12345")
        field.undo()
        #expect(field.text.description == "|")
    }

    @Test("moving the caret ends a typing group")
    func caretMoves() throws {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("Hello")
        field.select(0..<0)
        field.type(">")
        #expect(field.text.description == ">|Hello")
        field.undo()
        #expect(field.text.description == "|Hello")   // the selection from before the group: where the caret was moved
        field.undo()
        #expect(field.text.string.isEmpty)
    }

    @Test("a paste, a cut and a clear are each a group of their own")
    func singles() throws {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("ab")
        field.paste("cd")
        field.paste("ef")
        field.select(0..<2)
        field.backspace()   // a cut: the selection goes
        field.clear()
        for expected in ["|cdef", "[ab]cdef", "abcd|", "ab|", "|"] {
            let done3 = field.undo()
            #expect(done3)
            #expect(field.text.description == expected)
        }
        let done4 = field.undo()
        #expect(!done4)
    }

    @Test("undoGroupsStarted grows by one for each group an edit starts (what a UI registers with its UndoManager), also past the history's bound")
    func groupsStarted() throws {
        var field = InputField(formatter: PlainTextFormatter(), undoLimit: 2)
        #expect(field.undoGroupsStarted == 0)
        field.type("abc")                       // one typing group
        #expect(field.undoGroupsStarted == 1)
        field.paste("de")                       // a group of its own
        field.backspace()                       // a deleting group
        field.backspace()                       // … continued
        #expect(field.undoGroupsStarted == 3)
        field.type("1")
        field.type("2")                         // past the bound of 2: the count goes on
        #expect(field.undoGroupsStarted == 4)
        field.undo()
        field.apply(Edit(replacing: 99..<99, with: "x"))   // refused: no group
        #expect(field.undoGroupsStarted == 4)
    }

    @Test("a new edit clears the redo stack; a refused edit and focus changes do not enter the history")
    func redoCleared() throws {
        var field = InputField(formatter: try currency("en_US", "USD"))
        field.type("12")
        field.undo()
        #expect(field.canRedo)
        let refused = field.type("x").rejection
        #expect(refused != nil)
        #expect(field.canRedo)
        field.type("3")
        #expect(!field.canRedo)
        field.blur()
        field.focus()
        let done5 = field.undo()
        #expect(done5)
        #expect(field.text.description == "|")
        #expect(!field.canUndo)
    }

    @Test("a brand switch undoes to the other brand's grouping")
    func brandSwitch() throws {
        var field = InputField(formatter: CardNumberFormatter())
        field.paste("4111111111111111")
        field.select(0..<field.text.utf16Count)
        field.paste("378282246310005")
        #expect(field.value?.brand == .americanExpress)
        field.undo()
        #expect(field.value?.brand == .visa)
        #expect(field.text.description == "[4111 1111 1111 1111]")
        field.redo()
        #expect(field.text.string == "3782 822463 10005")
        #expect(field.value?.brand == .americanExpress)
    }

    @Test("an affixed field restores its affixes with the value")
    func affixed() throws {
        var field = InputField(formatter: AffixedFormatter(try currency("en_US", "USD"), suffix: " / month"))
        field.type("25")
        field.backspace()
        field.backspace()
        #expect(field.text.string.isEmpty)
        field.undo()
        #expect(field.text.description == "25| / month")
        #expect(field.value?.description == "25")
    }

    @Test("a decimal mark tidied away by ending editing is undone with the group before it")
    func blurTidying() throws {
        var field = InputField(formatter: try currency("en_US", "USD"))
        field.type("5.")
        field.blur()
        field.focus()
        #expect(field.text.description == "5|")
        field.undo()
        #expect(field.text.description == "|")
        
    }

    @Test("undo is there only while editing")
    func onlyWhileEditing() throws {
        var field = InputField(formatter: PlainTextFormatter())
        field.type("ab")
        field.blur()
        #expect(!field.canUndo)
        let done6 = field.undo()
        #expect(!done6)
        field.focus()
        let done7 = field.undo()
        #expect(done7)
    }

    @Test("the history is bounded, the oldest step going first")
    func bounded() throws {
        var field = InputField(formatter: PlainTextFormatter(), undoLimit: 3)
        for word in ["ab", "cd", "ef", "gh", "ij"] { field.paste(word) }
        var undone = 0
        while field.undo() { undone += 1 }
        #expect(undone == 3)
        #expect(field.text.string == "abcd")
    }

    @Test("a bounded history keeps its newest steps through many drops of the oldest, undone and redone between them", arguments: [0, 1, 2, 17])
    func boundedAcrossDrops(limit: Int) throws {
        var field = InputField(formatter: PlainTextFormatter(), undoLimit: limit)
        for round in 0..<40 {
            field.paste("w\(round) ")
            if round % 7 == 6 {   // undo two steps and redo one: the undone step is lost by the next paste
                field.undo()
                field.undo()
                field.redo()
            }
        }
        let final = field.text.string
        var texts: [String] = []
        while field.undo() { texts.append(field.text.string) }
        #expect(texts.count == limit)
        // Each step undone takes off the last pasted word, whatever was dropped before it.
        let words = final.split(separator: " ")
        #expect(texts == texts.indices.map { undone in words.dropLast(undone + 1).map { "\($0) " }.joined() })
        while field.redo() {}
        #expect(field.text.string == final)
        // What the history keeps is the kept steps' patches (text and raw characters), no more.
        let kept = words.suffix(limit).reduce(0) { $0 + $1.utf8.count + 1 }
        #expect(field.storedUndoBytes == 2 * kept)
    }

    @Test("a long note keeps its edits, not a copy of itself per step")
    func memory() throws {
        let note = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_300)
        var field = InputField(formatter: PlainTextFormatter(allowsNewlines: true), undoLimit: 1_000)
        field.paste(note)
        for step in 0..<1_000 {
            field.select((step * 97 % note.utf16.count)..<(step * 97 % note.utf16.count))
            field.type("x")
        }
        let bytes = note.utf8.count
        #expect(bytes > 100_000)
        // The paste's text and raw characters, and the state before the open group: four
        // copies' worth whatever the number of edits, and a few bytes an edit.
        #expect(field.storedUndoBytes < 4 * bytes + 20 * 1_000)
        var undone = 0
        while field.undo() { undone += 1 }
        #expect(undone == 1_000)
        #expect(field.text.string == note)
    }
}

@Suite("Undo and redo in a form field")
struct FormFieldUndoTests {
    @Test("counter, message and state come back with the text")
    func counterAndMessage() throws {
        var note = FormField(formatter: PlainTextFormatter(),
                             configuration: .init(counter: CharacterCounter(limit: 5)), focused: true)
        note.type("Hi")
        note.paste(" there")
        #expect(note.value == "Hi th")
        #expect(note.message?.text == "Character limit reached")
        note.undo()
        #expect(note.value == "Hi")
        #expect(note.counterText == "2/5")
        #expect(note.message == nil)
        note.redo()
        #expect(note.counterText == "5/5")
        #expect(note.message?.text == "Character limit reached")
        note.undo()
        note.undo()
        #expect(note.state == .active)
        #expect(!note.canUndo)
    }

    @Test("the counter follows an undo and a redo of values the formatter rewrote, and of a combining mark")
    func counterFollowsRewrites() throws {
        var amount = FormField(formatter: try CurrencyFormatter(locale: "en_US", currency: "USD"),
                               configuration: .init(counter: CharacterCounter(limit: 10)), focused: true)
        amount.paste("1234")
        amount.select(0..<amount.text.string.utf16.count)
        amount.paste("98765.4")
        #expect(amount.counterText == "7/10")
        amount.undo()
        #expect(amount.value?.description == "1234")
        #expect(amount.counterText == "4/10")
        amount.redo()
        #expect(amount.counterText == "7/10")
        var note = FormField(formatter: PlainTextFormatter(), configuration: .init(counter: CharacterCounter(limit: 10)),
                             focused: true)
        note.paste("ab")
        note.select(0..<0)
        note.select(2..<2)   // the caret moved: the next keystroke starts a group
        note.type("\u{301}")   // joins the b: still two characters
        #expect(note.counterText == "2/10")
        note.undo()
        #expect(note.counterText == "2/10")
        note.undo()
        #expect(note.counterText == "0/10")
        note.redo()
        note.redo()
        #expect(note.counterText == "2/10")
    }

    @Test("an error shown before the group comes back with it")
    func errorComesBack() throws {
        var field = FormField(formatter: PlainTextFormatter(),
                              configuration: .init(label: "Name", isRequired: true), focused: true)
        field.blur()
        #expect(field.message?.kind == .error)
        field.focus()
        field.type("Ada")
        #expect(field.message == nil)
        field.undo()
        #expect(field.message?.kind == .error)
        #expect(field.state == .error)
    }

    @Test("a success or warning message shown before the group comes back with it, and goes again on redo")
    func shownMessagesComeBack() throws {
        for message in [InlineMessage(.success, "Username is available"), InlineMessage(.warning, "Looks like a typo")] {
            var field = FormField(formatter: PlainTextFormatter(), focused: true)
            field.paste("ada")   // a group of its own
            field.show(message)
            #expect(field.message == message)
            field.type("x")
            #expect(field.message == nil)
            field.undo()
            #expect(field.value == "ada")
            #expect(field.message == message)
            field.redo()
            #expect(field.value == "adax")
            #expect(field.message == nil)
        }
    }

    @Test("a message shown before a typing group that stays open (a formatter that lays its text out) comes back with its undo")
    func shownMessagesComeBackThroughOpenGroup() throws {
        for message in [InlineMessage(.success, "Looks right"), InlineMessage(.warning, "Check the area code")] {
            var field = FormField(formatter: try MaskFormatter(pattern: "(###) ###-####"), focused: true)
            field.paste("555")   // a group of its own
            field.show(message)
            field.type("1")      // starts a typing group, kept open while typing goes on
            field.type("2")
            #expect(field.message == nil)
            field.undo()
            #expect(field.value == "555")
            #expect(field.message == message)
            field.redo()
            #expect(field.value == "55512")
            #expect(field.message == nil)
        }
    }

    @Test("a message shown before an edit near a stop-at-limit counter's limit comes back with its undo, and goes on redo")
    func shownMessageComesBackNearLimit() throws {
        // Near the limit the edit is applied so that it can be cut to fit: the path that keeps
        // the field before it.
        for message in [InlineMessage(.warning, "Looks like a typo"), InlineMessage(.error, "Not on the guest list")] {
            var field = FormField(formatter: PlainTextFormatter(),
                                  configuration: .init(counter: CharacterCounter(limit: 5)), focused: true)
            field.paste("abc")   // a group of its own
            field.show(message)
            field.paste("xyz")   // cut to fit: "abcxy"
            #expect(field.value == "abcxy")
            #expect(field.message?.text == "Character limit reached")
            field.undo()
            #expect(field.value == "abc")
            #expect(field.message == message)
            field.redo()
            #expect(field.value == "abcxy")
            #expect(field.message?.text == "Character limit reached")
        }
    }

    @Test("the text a field starts with is not an edit to undo; read-only fields do not undo")
    func startAndReadOnly() throws {
        var field = FormField(formatter: PlainTextFormatter(), text: "Ada", focused: true)
        #expect(!field.canUndo)
        field.type("!")
        field.setReadOnly(true)
        let done8 = field.undo()
        #expect(!done8)
        field.setReadOnly(false)
        let done9 = field.undo()
        #expect(done9)
        #expect(field.value == "Ada")
    }
}
