@testable import InputFormatKit
import PropertyBased
import Testing

/// A character typed after the last raw character of a mask is appended where the raw
/// characters and their layout lie (`BuiltInFormatter.append(_:to:layout:)`); what the field
/// shows, holds and refuses must be what the general path through `replace` and the layout
/// gives.
@Suite("Typing at the end of a mask")
struct MaskAppendTests {
    /// `Base` without its append: every keystroke through `replace` and the layout.
    struct GeneralPath<Base: InputFormatter>: BuiltInFormatter {
        let base: Base
        func rawText(of text: String) -> String { base.rawText(of: text) }
        func layout(raw: String) -> RawLayout { base.layout(raw: raw) }
        func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit { base.replace(range, in: raw, with: input) }
        func value(raw: String) -> Base.Value? { base.value(raw: raw) }
        func decorationAhead(ofRaw raw: String) -> String? { Shortcuts.decorationAhead(ofRaw: raw, of: base) }
    }

    /// What a keystroke at the end may bring: digits, letters, a full-width and an Arabic-Indic
    /// digit, punctuation and the masks' literals (typed over where they come next), a space,
    /// CR LF and a control character.
    static let keys = ["0", "1", "3", "4", "5", "7", "8", "9", "a", "Z", "٣", "７", "-", " ", "(", ")", "+", "#", "/", "\r\n", "\u{7}", "é"]

    /// Types `keys` at the end of a field of `formatter` and of one through the general path,
    /// with a backspace where a key is `nil`, and compares them after every keystroke.
    func compare<F: InputFormatter>(_ formatter: F, typing keys: [String?]) {
        var fast = InputField(formatter: formatter)
        var general = InputField(formatter: GeneralPath(base: formatter))
        for key in keys {
            let edit: Edit = key.map { .typing($0, in: fast.text) } ?? .backspace(in: fast.text)
            let one = fast.apply(edit)
            let other = general.apply(edit)
            #expect(one.field == other.field && one.value == other.value && one.rejection == other.rejection,
                    "\(edit) on \(fast.text): \(one) against \(other)")
            #expect(fast.text.utf16Count == fast.text.string.utf16.count)
            fast.select(fast.text.utf16Count..<fast.text.utf16Count)
            general.select(general.text.utf16Count..<general.text.utf16Count)
        }
    }

    @Test("a mask shows, holds and refuses what the general path does", arguments: [
        "(###) ###-####", "AA-####", "*#A", "+7 (###) ###-##-##", "##/##", "\\#####", "### ### ###",
    ])
    func mask(pattern: String) async throws {
        let formatter = try MaskFormatter(pattern: pattern)
        let key = Gen.int(in: 0...Self.keys.count)   // the last one is a backspace
        await propertyCheck(count: 200, input: key.array(of: 0...24)) { picks in
            compare(formatter, typing: picks.map { $0 < Self.keys.count ? Self.keys[$0] : nil })
        }
    }

    @Test("a mask set whose masks place their literals apart shows what the general path does when a digit changes the mask")
    func maskSet() async throws {
        // "1" alone shows in "#-#########"; "12" chooses "##-########", "12345678"
        // "########-##": the digit that changes the mask also moves a literal (the second and
        // the eighth, the set's longest prefix).
        let masks = MaskSet([.init(prefixes: ["12"], mask: try Mask("##-########")),
                             .init(prefixes: ["12345678"], mask: try Mask("########-##"))],
                            fallback: try Mask("#-#########"))
        let formatter = MaskFormatter(masks: masks)
        #expect(formatter.layout(raw: "12345678").text == "12345678" && formatter.layout(raw: "1234567").text == "12-34567")
        for typed in ["1234", "1234567890", "12345679", "1999", "12x3", "9123"] {
            compare(formatter, typing: typed.map { String($0) })
        }
        let digit = Gen.int(in: 0...9)
        await propertyCheck(count: 200, input: digit.array(of: 0...12)) { picks in
            compare(formatter, typing: picks.map { $0 < 9 ? String([Character]("123456789")[$0]) : nil })
        }
    }

    @Test("typing at the end of a text set from outside, whose characters do not all fit their slots, is refused as the general path refuses it")
    func foreignText() throws {
        let cases: [(any InputFormatter, String)] = [
            (try MaskFormatter(pattern: "####"), "AB"), (try MaskFormatter(pattern: "AA-####"), "12"),
            (CardNumberFormatter(), "4111 1111 A"), (try MaskFormatter(pattern: "(###) ###-####"), "(555) 1"),
        ]
        for (formatter, text) in cases {
            func check<F: InputFormatter>(_ formatter: F) {
                let field = FieldText(text)
                for key in ["1", "x"] {
                    let edit = Edit.typing(key, in: field)
                    let one = formatter.apply(edit, to: field)
                    let other = GeneralPath(base: formatter).apply(edit, to: field)
                    #expect(one == other, "\(key) after \(text.debugDescription)")
                }
            }
            check(formatter)
        }
        let refused = try MaskFormatter(pattern: "####").apply(.typing("1", in: FieldText("AB")), to: FieldText("AB"))
        #expect(refused.rejection == .wouldMoveIntoWrongSlot("A"))
    }

    @Test("a refusal is reported until the next accepted keystroke, typed at the end or not")
    func rejectionClears() throws {
        var field = InputField(formatter: try MaskFormatter(pattern: "(###) ###-####"))
        field.type("555")
        field.type("x")
        #expect(field.lastRejection == .characterNotAccepted("x"))
        field.type("1")   // appended at the end
        #expect(field.lastRejection == nil)
        #expect(field.text.description == "(555) 1|")
        field.type("y")
        #expect(field.lastRejection == .characterNotAccepted("y"))
        field.apply(.backspace(in: field.text))   // the general path
        #expect(field.lastRejection == nil)
    }

    @Test("ASCII appended to a string gives the bytes in order, on both sides of the small-string size")
    func appendASCII() {
        for length in 10...20 {
            for decoration in [ArraySlice<UInt8>(), ArraySlice(") ".utf8)] {
                var text = String(repeating: "4", count: length)
                text.appendASCII(UInt8(ascii: "7"), after: decoration)
                #expect(text == String(repeating: "4", count: length) + String(decoding: decoration, as: UTF8.self) + "7")
                #expect(text.utf8.count == length + decoration.count + 1)
            }
        }
    }

    @Test("a card number, whose brand the typed digits choose, shows and holds what the general path does")
    func cards() async {
        // Digits only, with prefixes of every brand's ranges, so that the brand changes while
        // the first eight digits are typed.
        let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        let digit = Gen.int(in: 0...digits.count)
        for formatter in [CardNumberFormatter(), CardNumberFormatter(choosing: .rupay), CardNumberFormatter(choosing: .unionPay)] {
            await propertyCheck(count: 300, input: digit.array(of: 0...22)) { picks in
                compare(formatter, typing: picks.map { $0 < digits.count ? digits[$0] : nil })
            }
            // Every brand's prefix ranges, from both ends, typed on: each keystroke where the
            // number chooses another brand.
            for prefix in CardBrand.maskSet.entries.flatMap(\.prefixes) {
                for start in [prefix.lower, prefix.upper] {
                    compare(formatter, typing: (start + "4111111111111111").prefix(19).map { String($0) })
                }
            }
        }
    }

    @Test("a digit typed at the end extends the text and the layout where they lie")
    func appendsWhereTheyLie() throws {
        let formatter = try MaskFormatter(pattern: "(###) ###-####")
        var raw = "555"
        var layout = formatter.layout(raw: raw)
        #expect(formatter.append(UInt8(ascii: "1"), to: &raw, layout: &layout))
        #expect(raw == "5551")
        #expect(layout == formatter.layout(raw: "5551"))
        #expect(layout.text == "(555) 1")
        // A letter a digit slot refuses, and a full mask, are left to the general path, which
        // says why they are refused.
        #expect(!formatter.append(UInt8(ascii: "x"), to: &raw, layout: &layout))
        var full = "5551234567", fullLayout = formatter.layout(raw: full)
        #expect(!formatter.append(UInt8(ascii: "8"), to: &full, layout: &fullLayout))
        #expect(raw == "5551" && full == "5551234567")

        // A card's fourth digit changes nothing of its brand; "37" makes an Amex number, which
        // is laid out again.
        let card = CardNumberFormatter()
        var visa = "411", visaLayout = card.layout(raw: visa)
        #expect(card.append(UInt8(ascii: "1"), to: &visa, layout: &visaLayout))
        #expect(visaLayout == card.layout(raw: "4111"))
        var amex = "3", amexLayout = card.layout(raw: amex)
        #expect(CardBrand.maskSet.mask(for: Array("37")) != CardBrand.maskSet.mask(for: Array("3")))
        #expect(!card.append(UInt8(ascii: "7"), to: &amex, layout: &amexLayout))

        // From the eighth digit on no prefix can change the brand: the digit goes into the mask
        // the layout was laid out in, found by its slot table, for a Visa and an Amex number.
        #expect(CardBrand.maskSet.decidingLength == 8)
        for (digits, typed) in [("41111111", "1"), ("41111111111111", "1"), ("37111111111111", "4")] {
            var raw = digits, layout = card.layout(raw: raw)
            #expect(card.append(UInt8(ascii: Unicode.Scalar(typed)!), to: &raw, layout: &layout), "\(digits)")
            #expect(raw == digits + typed && layout == card.layout(raw: raw), "\(digits)")
        }
        // The card table's rows share a mask per grouping, so that few are searched.
        let masks = CardBrand.maskSet
        #expect(masks.entries.allSatisfy { entry in masks.allMasks.contains { $0 === entry.mask } })
        #expect(masks.allMasks.count < masks.entries.count)
    }

    /// `Base`, counting the characters offered to its append.
    struct CountingAppends<Base: InputFormatter>: BuiltInFormatter {
        let base: Base
        let offered = Locked(0)
        func rawText(of text: String) -> String { base.rawText(of: text) }
        func layout(raw: String) -> RawLayout { base.layout(raw: raw) }
        func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit { base.replace(range, in: raw, with: input) }
        func value(raw: String) -> Base.Value? { base.value(raw: raw) }
        func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
            offered.withLock { $0 += 1 }
            return Shortcuts.append(byte, to: &raw, layout: &layout, of: base)
        }
    }

    @Test("the field offers a keystroke to the append exactly when it is one ASCII character typed after the last raw character")
    func offeredOnlyAtTheEnd() throws {
        let formatter = CountingAppends(base: try MaskFormatter(pattern: "(###) ###-####"))
        var field = InputField(formatter: formatter)
        var offered: Int { formatter.offered.withLock { $0 } }
        field.type("555")
        #expect(offered == 3 && field.text.description == "(555|")
        field.type("1")
        #expect(offered == 4 && field.text.description == "(555) 1|")
        // Not offered: in the middle, over a selection, a paste, a character of two bytes.
        field.select(2..<2)
        field.type("2")
        #expect(offered == 4 && field.text.string == "(525) 51")
        field.select(1..<3)
        field.type("9")
        #expect(offered == 4 && field.text.string == "(955) 1")
        field.select(field.text.utf16Count..<field.text.utf16Count)
        field.apply(.paste("12", in: field.text))
        #expect(offered == 4 && field.text.string == "(955) 112")
        field.type("٣")
        #expect(offered == 4 && field.text.string == "(955) 112-3")
        field.type("4")
        #expect(offered == 5 && field.text.string == "(955) 112-34")
    }
}
