import InputFormatKit
import InputFormatReplay

/// Random edits, drawn as integer codes (which the property library shrinks) and read as
/// keystroke-session steps against the field's current text: typing, paste, backspace, forward
/// delete, a caret or a selection anywhere (inside separators, affixes and bidi marks too), and
/// end of editing followed by focus.
enum EditSequence {
    /// Keys typed: digits of several scripts, marks, signs, letters, spaces, controls, bidi
    /// marks, emoji and combining sequences.
    static let keys: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "5", "9",
        "٣", "۷", "१", "๕", "５", ".", ",", "٫", "-", "+", " ", "a", "Z", "é", "e\u{301}",
        "\u{200F}", "\u{2066}", "\u{0}", "\n", "\t", "👍🏽", "👨‍👩‍👧", "🇩🇪", "漢", "\u{FFFD}",
    ]

    /// Texts pasted: formatted amounts, numbers and cards, affixed values, junk and long runs.
    static let pastes: [String] = [
        "1,234.56", "1.234,56 €", "١٢٣٫٤٥", "-$5", "+1 (650) 253-2222", "+49 30 123456", "4111-1111 1111 1111",
        "$12.50", "80 kg", "12", "007", "abc", "", "\u{200F}12\u{200F}", "Z̷̢̛̤͍̭͎̞̋̅̈́ͯͦ", String(repeating: "9", count: 40),
        "12\n34", "0,5",
    ]

    /// The step a code stands for in a field showing `text`.
    static func step(for code: Int, in text: String) -> SessionStep {
        let length = text.utf16.count
        let argument = code / 8
        switch code % 8 {
        case 0, 1: return .type(keys[argument % keys.count])
        case 2: return .paste(pastes[argument % pastes.count])
        case 3: return .backspace(1)
        case 4: return .deleteForward(1)
        case 5:
            let offset = argument % (length + 1)
            return .select(offset..<offset)
        case 6:
            let a = argument % (length + 1)
            let b = (argument / (length + 1)) % (length + 1)
            return .select(min(a, b)..<max(a, b))
        default:
            return argument % 2 == 0 ? .blur : .focus
        }
    }
}
