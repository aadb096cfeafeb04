import Foundation
@testable import InputFormatKit
import Testing

/// The caret rules on currency fields across locales whose numbers differ: grouping marks and
/// sizes, decimal marks, digits, minus signs with bidi marks, minor units. Every expected text is
/// ICU's own (see ``ICUOracle``), ICU 72 here.
@Suite("Currency fields per locale")
struct CurrencyLocaleTests {
    static let fields: [(locale: String, currency: String)] = [
        ("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"), ("de_CH", "CHF"), ("en_IN", "INR"),
        ("hi_IN", "INR"), ("ar_EG", "EGP"), ("fa_IR", "IRR"), ("he_IL", "ILS"), ("ja_JP", "JPY"),
        ("pt_BR", "BRL"), ("en_US", "BHD"), ("ar_BH", "BHD"), ("es_ES", "EUR"), ("my_MM", "MMK"),
    ]

    /// Typed keys for an amount with as many fraction digits as the currency has.
    static func keys(minorUnits: Int) -> String {
        minorUnits == 0 ? "1234567" : "1234567." + String("891".prefix(minorUnits))
    }

    /// The key typed for `key` of ``keys(minorUnits:)`` in `formatter`'s locale: its decimal
    /// mark for `.` (in de_DE a typed `.` is the grouping separator, which changes nothing).
    static func typed(_ key: Character, in formatter: CurrencyFormatter) -> String {
        key == "." ? formatter.decimalMark : String(key)
    }

    @Test("typing digit by digit shows ICU's grouping live, the caret at the end", arguments: fields)
    func typing(locale: String, code: String) throws {
        let formatter = try currency(locale, code, negative: true)
        var state = FieldText.empty
        var raw = ""
        for key in "-" + Self.keys(minorUnits: formatter.minorUnits) {
            state = formatter.apply(.typing(Self.typed(key, in: formatter), in: state), to: state).field
            raw.append(key)
            let expected = try ICUOracle.editingText(raw: raw, locale: formatter.locale, currency: code)
            #expect(state.string == expected, "after \(raw)")
            #expect(state.selection == state.utf16Count..<state.utf16Count)
        }
    }

    @Test("the decimal mark its decimal key types is the one ICU writes in its amounts", arguments: fields)
    func decimalMark(locale: String, code: String) throws {
        let formatter = try currency(locale, code)
        let written = try ICUOracle.editingText(raw: "1.5", locale: formatter.locale, currency: code)
        let mark = String(String.UnicodeScalarView(written.unicodeScalars.filter { $0.properties.numericType != .decimal }))
        #expect(!mark.isEmpty && formatter.decimalMark == mark, "ICU writes \(written)")
    }

    @Test("native and Latin digits are both accepted", arguments: fields)
    func nativeDigits(locale: String, code: String) throws {
        let formatter = try currency(locale, code)
        let native = formatter.notation.digits.joined().dropFirst()   // 1…9 in the locale's digits
        let fromNative = formatter.typing(String(native))
        let fromLatin = formatter.typing("123456789")
        #expect(fromNative == fromLatin)
        #expect(formatter.value(raw: formatter.rawText(of: fromNative.string))?.description == "123456789")
    }

    @Test("backspace just after a grouping mark deletes the digit before it", arguments: fields)
    func backspaceOverGroupingMark(locale: String, code: String) throws {
        let formatter = try currency(locale, code)
        let state = formatter.typing("1234567")
        let mark = formatter.notation.groupingMark
        guard let range = state.string.range(of: mark) else {
            Issue.record("no grouping mark in \(state.string)"); return
        }
        let after = state.string.utf16.distance(from: state.string.startIndex, to: range.upperBound)
        let before = state.string.utf16.distance(from: state.string.startIndex, to: range.lowerBound)
        let digitsBefore = formatter.rawText(of: String(state.string[..<range.lowerBound])).count

        let back = formatter.apply(.backspace(in: FieldText(state.string, selection: after..<after)),
                                   to: FieldText(state.string, selection: after..<after))
        var raw = Array("1234567")
        raw.remove(at: digitsBefore - 1)
        #expect(back.field.string == (try ICUOracle.editingText(raw: String(raw), locale: formatter.locale, currency: code)))
        #expect(formatter.rawText(of: String(back.field.string.utf16.prefix(back.field.selection.lowerBound))!).filter(\.isNumber)
                == String(raw.prefix(digitsBefore - 1)))

        let forward = formatter.apply(.deleteForward(in: FieldText(state.string, selection: before..<before)),
                                      to: FieldText(state.string, selection: before..<before))
        var rawForward = Array("1234567")
        rawForward.remove(at: digitsBefore)
        #expect(forward.field.string == (try ICUOracle.editingText(raw: String(rawForward), locale: formatter.locale, currency: code)))
        #expect(formatter.rawText(of: String(forward.field.string.utf16.prefix(forward.field.selection.lowerBound))!).filter(\.isNumber)
                == String(rawForward.prefix(digitsBefore)))
    }

    @Test("typing over a selection replaces exactly the selected digits", arguments: fields)
    func selectionReplacement(locale: String, code: String) throws {
        let formatter = try currency(locale, code)
        let state = formatter.typing("1234567")
        // Select the digits 3…5: from before the third raw digit to after the fifth.
        let layout = formatter.layout(raw: "1234567")
        let selection = layout.rawSpans[2].lowerBound..<layout.rawSpans[4].upperBound
        let result = formatter.apply(.typing("9", in: FieldText(state.string, selection: selection)),
                                     to: FieldText(state.string, selection: selection))
        #expect(result.field.string == (try ICUOracle.editingText(raw: "12967", locale: formatter.locale, currency: code)))
        #expect(result.field.selection == formatter.layout(raw: "12967").caretOffset(afterRaw: 3)..<formatter.layout(raw: "12967").caretOffset(afterRaw: 3))
    }

    @Test("pasting ICU's own display of an amount gives that amount", arguments: fields)
    func pasteDisplay(locale: String, code: String) throws {
        let formatter = try currency(locale, code, negative: true)
        let value = formatter.minorUnits == 0 ? "-9876543" : "-9876543." + String("125".prefix(formatter.minorUnits))
        let display = try ICUOracle.display(value: value, locale: formatter.locale, currency: code)
        let result = formatter.apply(.paste(display, in: .empty), to: .empty)
        #expect(result.rejection == nil, "pasting \(display)")
        #expect(result.value?.description == (try? ExactDecimal(value))?.description, "pasting \(display)")
        #expect(result.field.selection == result.field.utf16Count..<result.field.utf16Count)
    }

    @Test("blur shows ICU's display with symbol; focus brings back the editing form", arguments: fields)
    func blurAndFocus(locale: String, code: String) throws {
        let formatter = try currency(locale, code)
        var field = InputField(formatter: formatter)
        for key in Self.keys(minorUnits: formatter.minorUnits) { field.type(Self.typed(key, in: formatter)) }
        let editing = field.text.string
        field.blur()
        let value = field.value?.description ?? ""
        #expect(!field.isFocused)
        #expect(field.text.string == (try ICUOracle.display(value: value, locale: formatter.locale, currency: code)))
        field.focus()
        #expect(field.text.string == editing)
        #expect(field.text.selection == editing.utf16.count..<editing.utf16.count)
    }
}
