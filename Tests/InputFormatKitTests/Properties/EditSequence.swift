import InputFormatKit
import InputFormatReplay

/// Random edits, drawn as integer codes and read as keystroke-session steps against the field's
/// current text: typing, paste, backspace, forward delete, a caret or a selection anywhere
/// (inside separators, affixes and bidi marks too), a whole-text replacement (autofill), end of
/// editing followed by focus, undo and redo, an input method's composition (set, committed,
/// cancelled), and steps that arrive as replay protocol lines — some of them
/// with an unpaired surrogate, which the protocol must refuse by name.
///
/// The alphabet holds every class of hostile input of ``HostileInputTests``: NUL and other
/// controls, bidi marks and isolates, ZWJ sequences and flags, stacks of combining marks, the
/// decimal digits of every script Unicode has, and — rarely — a 1 MB paste.
enum EditSequence {
    /// What a code stands for: a step, or a replay line carrying one (or a malformed one).
    enum Move {
        case step(SessionStep)
        /// A protocol line: `expected` is the step it must read as, or `nil` when the line
        /// holds an unpaired surrogate and must be refused with ``SessionStepError/unpairedSurrogate(_:)``.
        case line(String, expected: SessionStep?)
    }

    /// Keys typed: digits of several scripts, marks, signs, letters, spaces, controls, bidi
    /// marks, emoji and combining sequences.
    static let keys: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "5", "9",
        "٣", "۷", "१", "๕", "５", ".", ",", "٫", "-", "+", " ", "a", "Z", "é", "e\u{301}",
        "\u{200F}", "\u{200E}", "\u{061C}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{202E}",
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\n", "\t", "D", "E", "g", "b", "X",
        "👍🏽", "👨‍👩‍👧", "👩🏽‍💻", "🏳️‍🌈", "🇩🇪", "漢", "\u{FFFD}", "\u{301}", "a\u{301}\u{302}\u{303}\u{304}",
    ]

    /// The decimal digits of every script Unicode has (general category Nd), typed as keys.
    static let scriptDigits: [String] = (0...0x1_FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .decimalNumber else { return nil }
        return String(scalar)
    }

    /// One megabyte of digits, pasted at a low rate (one code in 100,000).
    static let megabyte = String(repeating: "7", count: 1_000_000)

    /// Texts pasted: formatted amounts, numbers and cards, affixed values, junk and long runs.
    static let pastes: [String] = [
        "1,234.56", "1.234,56 €", "١٢٣٫٤٥", "-$5", "+1 (650) 253-2222", "+49 30 123456", "4111-1111 1111 1111",
        "$12.50", "80 kg", "12", "007", "abc", "", "\u{200F}12\u{200F}", "Z̷̢̛̤͍̭͎̞̋̅̈́ͯͦ", String(repeating: "9", count: 40),
        "12\n34", "0,5", "a\u{0}b", "\u{202E}123\u{202C}", "\u{2067}٤٥\u{2069}", "👨‍👩‍👧‍👦12", "e\u{301}\u{302}\u{303}\u{304}",
        "०१२३४५६७८९", "๑๒๓", "１２３４", "378282246310005", "5555 5555 5555 4444",
        "DE89 3704 0044 0532 0130 00", "gb82west12345698765432", "IBAN FR14 2004 1010 0505 0001 3M02 606", "NL91-ABNA-0417", "01/2025", "1/25", "2025-01", "12/3",
    ]

    /// The code that stands for the 1 MB paste.
    static let megabyteCode = 99_999

    /// The move a code stands for in a field showing `text`.
    static func move(for code: Int, in text: String) -> Move {
        if code == megabyteCode { return .step(.paste(megabyte)) }
        let argument = code / 10
        switch code % 10 {
        case 9:
            // The same step again, as a protocol line; every fourth one with a lone surrogate.
            let step = self.step(for: argument, in: text)
            guard argument % 4 == 0 else { return .line(step.jsonLine, expected: step) }
            let lone = argument % 8 == 0 ? "\\ud800" : "\\udc00"
            return .line("{\"paste\":\"1\(lone)2\"}", expected: nil)
        default:
            return .step(step(for: code, in: text))
        }
    }

    /// The step a code stands for in a field showing `text`.
    static func step(for code: Int, in text: String) -> SessionStep {
        let length = text.utf16.count
        let argument = code / 10
        switch code % 10 {
        case 0, 1:
            if argument % 4 == 3 { return .type(scriptDigits[(argument / 4) % scriptDigits.count]) }
            return .type(keys[argument % keys.count])
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
        case 7:
            switch argument % 9 {
            case 0: return .blur
            case 1, 5: return .focus
            case 2, 3: return .undo(1 + argument / 9 % 3)
            case 4: return .redo(1 + argument / 9 % 2)
            case 6: return .compose(argument / 9 % 2 == 0 ? keys[argument / 18 % keys.count] : pastes[argument / 18 % pastes.count])
            case 7: return .commitComposition
            default: return .cancelComposition
            }
        default:
            // A whole-text replacement, as autofill and QuickType send it: a pasted text, or
            // the text itself with one more key.
            let replacement = argument % 2 == 0 ? pastes[(argument / 2) % pastes.count] : text + keys[(argument / 2) % keys.count]
            return .replace(0..<length, with: replacement)
        }
    }
}
