@testable import inputfmt
@_spi(Internals) import InputFormatKit
import Testing

/// The interactive demo's screen on a terminal of a given size: the fields scroll under a fixed
/// header and footer, a long note shows only its visible rows, the keys line breaks between
/// its items, a refused key says why, and the locale is named, not given as an identifier.
@Suite("inputfmt demo: the screen")
struct InteractiveFormTests {
    static func plain(_ line: String) -> String { line.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "") }

    static func plain(_ lines: [String]) -> [String] { lines.map { plain($0) } }

    /// A line as a person reads it: no style sequences, no scroll bar, no trailing spaces.
    static func read(_ line: String) -> String {
        var text = plain(line)
        while let last = text.last, last == " " || last == "│" || last == "┃" { text.removeLast() }
        return text
    }

    /// The lines of the focused field (its label is bold): the label, the value rows (marked
    /// `▌`) and the message rows after them, up to the next empty line.
    static func focusedBlock(_ lines: [String], label: String) -> [String]? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\u{1B}[1m" + label) }) else { return nil }
        var end = start + 1
        while end < lines.count, plain(lines[end]).hasPrefix("▌ ") { end += 1 }
        guard end > start + 1 else { return nil }
        while end < lines.count, !read(lines[end]).isEmpty { end += 1 }
        return lines[start..<end].map { read($0) }
    }

    static func squeezed(_ text: String) -> String { text.filter { $0 != " " } }

    @Test("at 80×24 every field in turn is on screen with its value and message, under the title and above the keys",
          arguments: [("en_US", "USD"), ("de_DE", "EUR"), ("ja_JP", "JPY")])
    func scrollsToTheFocusedField(locale: String, currency: String) throws {
        var form = try DemoForm.make(locale: locale, currency: currency)
        let text = DemoText.for(locale)
        let lastKey = try #require(text.keys.components(separatedBy: " · ").last)
        // Twice round the form, forwards then backwards: the view follows both ways.
        for step in Array(repeating: TerminalKey.tab, count: 18) + Array(repeating: TerminalKey.backTab, count: 18) {
            form.handle(step)
            let lines = form.render(columns: 80, rows: 24)
            let shown = Self.plain(lines)
            #expect(lines.count <= 24)
            #expect(shown.allSatisfy { ScreenText.width($0) < 80 }, "\(shown)")
            #expect(shown.first == form.title, "the title stays on the first line: \(shown)")
            #expect(shown.last?.hasSuffix(lastKey) == true, "the keys stay on the last line: \(shown)")
            let field = form.fields[form.focused]
            let block = try #require(Self.focusedBlock(lines, label: field.labelText), "\(field.id) is not on screen: \(shown)")
            let messageRows = block.dropFirst().drop { $0.hasPrefix("▌") }
            if let message = field.message?.text {
                #expect(Self.squeezed(messageRows.joined()).contains(Self.squeezed(message)), "\(field.id)'s message is cut off: \(shown)")
            }
        }
    }

    @Test("the view moves only when the focused field would leave it")
    func scrollingKeepsItsPlace() throws {
        var form = try DemoForm.make(locale: "en_US", currency: "USD")
        _ = form.render(columns: 80, rows: 24)
        #expect(form.scrollTop == 0)
        form.handle(.backTab)   // round to the last field
        _ = form.render(columns: 80, rows: 24)
        let bottom = form.scrollTop
        #expect(bottom > 0)
        form.handle(.backTab)   // the field above it is in view already
        let lines = form.render(columns: 80, rows: 24)
        #expect(form.scrollTop == bottom)
        #expect(Self.plain(lines).contains { $0.hasPrefix("IBAN") }, "the last field is still in view")
        form.handle(.tab)
        form.handle(.tab)       // round to the first field: back to the top
        _ = form.render(columns: 80, rows: 24)
        #expect(form.scrollTop == 0)
    }

    @Test("a form that fits is drawn whole, without a scroll bar")
    func noScrollingWhenItFits() throws {
        let form = try DemoForm.make(locale: "en_US", currency: "USD")
        let all = form.screen(columns: 80)
        #expect(form.screen(columns: 80, rows: all.count) == all)
        #expect(!all.joined().contains("┃"))
        #expect(form.screen(columns: 80, rows: 24).joined().contains("┃"))
    }

    @Test("a 100,000-character note shows its last rows, wrapped between words, the caret after them; Home shows its first")
    func longNote() throws {
        var form = try DemoForm.make(locale: "en_US", currency: "USD")
        while form.fields[form.focused].id != "note" { form.handle(.tab) }
        let words = (0..<21_000).map { "w\($0 % 1000)" }
        let note = words.joined(separator: " ")
        #expect(note.count > 100_000)
        form.handle(.paste(note))
        let lines = form.render(columns: 80, rows: 24)
        let block = try #require(Self.focusedBlock(lines, label: form.fields[form.focused].labelText))
        let rows = block.dropFirst().filter { $0.hasPrefix("▌ ") }.map { String($0.dropFirst(2)) }
        #expect(rows.count == InteractiveForm.areaRows)
        let shownWords = rows.flatMap { $0.split(separator: " ").map(String.init) }.filter { $0 != "⊗" }
        #expect(shownWords.count > 40)
        #expect(Array(words.suffix(shownWords.count)) == shownWords, "whole words, the text's last: \(rows)")
        #expect(lines.contains { $0.contains("w999\u{1B}[7m \u{1B}[0m") }, "the caret after the last word")
        #expect(block.last?.contains("\(note.count)/200") == true, "\(block)")

        form.handle(.home)
        let top = try #require(Self.focusedBlock(form.render(columns: 80, rows: 24), label: form.fields[form.focused].labelText))
        try #require(top.count >= InteractiveForm.areaRows + 2, "\(top)")
        #expect(top[1].hasPrefix("▌ w0 w1 w2 w3"), "\(top)")
        #expect(top[InteractiveForm.areaRows].hasSuffix("…"), "more text below: \(top)")
        #expect(top[InteractiveForm.areaRows + 1].contains("\(note.count)/200"), "\(top)")
    }

    @Test("the keys line breaks only between its items, in every language and width")
    func keysWrapBetweenItems() throws {
        for (language, text) in DemoText.all {
            let items = text.keys.components(separatedBy: " · ")
            for columns in [30, 34, 50, 80, 100, 120] {
                let lines = ScreenText.wrap(items: items, separator: " · ", columns: columns - 1, limit: 3)
                for line in lines {
                    #expect(ScreenText.width(line) <= columns - 1, "\(language) at \(columns): \(line)")
                    let pieces = (line.hasSuffix(" …") ? String(line.dropLast(2)) : line).components(separatedBy: " · ")
                    // Whole items, or one piece of an item wider than the line, alone on it.
                    let piece = pieces.count == 1 && items.contains { ScreenText.width($0) > columns - 1 && $0.contains(pieces[0]) }
                    #expect(pieces.allSatisfy(items.contains) || piece, "\(language) at \(columns): \(lines)")
                }
                if !(lines.last?.hasSuffix(" …") ?? false), items.allSatisfy({ ScreenText.width($0) <= columns - 1 }) {
                    #expect(lines.joined(separator: " · ") == text.keys, "\(language) at \(columns): every item, in order")
                }
            }
        }
        var form = try DemoForm.make(locale: "en_US", currency: "USD")
        let shown = Self.plain(form.render(columns: 80, rows: 24)).suffix(2)
        #expect(Array(shown) == ["Tab next field · Shift+arrows select · Ctrl-A all · Ctrl-U clear · Ctrl-Z undo",
                                 "Ctrl-Y redo · Enter submit · Esc quit"])
    }

    @Test("a refused key says why under its field, in the form's language, until the next key",
          arguments: [("en_US", "USD", nil), ("de_DE", "EUR", nil), ("de_DE", "EUR", "fr"), ("ar_EG", "EGP", nil)])
    func refusalReason(locale: String, currency: String, language: String?) throws {
        var form = try DemoForm.make(locale: locale, currency: currency, language: language)
        let mark = try ICUNumberSymbols(locale: locale).monetaryDecimalMark
        for key in ["1", "2", "3", "4", mark, "5", "0", "9"] { form.handle(.text(key)) }
        let messages = LanguageOption.messages(language: language, locale: locale)
        let reason = EditRejection.tooManyFractionDigits(maximum: 2).message(messages, digits: form.digits)
        let lines = Self.plain(form.render(columns: 80, rows: 24))
        let value = try #require(lines.firstIndex { $0.hasPrefix("▌ ") })
        #expect(lines[value + 1].hasPrefix("  ▲ " + reason), "\(lines)")
        form.handle(.left)
        #expect(!Self.plain(form.render(columns: 80, rows: 24)).joined().contains(reason))
    }

    @Test("the amount's helper names the locale in the form's language, as ICU names it", arguments: [
        ("en_US", "USD", nil, "Amounts as written in English (United States)"),
        ("de_DE", "EUR", nil, "Beträge wie auf Deutsch (Deutschland) geschrieben"),
        ("de_DE", "EUR", "fr", "Montants écrits comme en allemand (Allemagne)"),
        ("fr_CH", "CHF", "de", "Beträge wie auf Französisch (Schweiz) geschrieben"),
        ("ja_JP", "JPY", nil, "日本語 (日本)の金額の書き方"),
        ("sw_KE", "KES", nil, "Amounts as written in Swahili (Kenya)"),
    ])
    func localeDisplayName(locale: String, currency: String, language: String?, helper: String) throws {
        let form = try DemoForm.make(locale: locale, currency: currency, language: language)
        let lines = Self.plain(form.screen(columns: 100))
        #expect(lines.contains { $0.hasPrefix("  " + helper) }, "\(lines)")
        #expect(!lines.dropFirst().joined().contains(locale), "the identifier only in the title: \(lines)")
    }
}
