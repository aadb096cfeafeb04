import CICU

/// A regular expression compiled once by ICU (its syntax, as `NSRegularExpression` takes it),
/// whose every match runs within a budget, so that no pattern can hang a keystroke.
///
/// ICU counts the budget in steps of its matcher (``stepLimit(forLength:)``: a base and a share
/// for each unit of the text, so that a pattern that backtracks at most once over the text
/// always fits); a match that needs more, or more backtracking than ICU's stack holds, ends as
/// ``Match/outOfBudget``. Catastrophic patterns such as `(a+)+$` end so within a few
/// milliseconds on a short text and within half a second on a megabyte.
///
/// ```swift
/// let digits = try ICURegularExpression("[0-9]{5}")
/// digits.wholeMatch("12345")                        // .matches
/// try ICURegularExpression("(a+)+$").wholeMatch(String(repeating: "a", count: 30) + "!")   // .outOfBudget
/// ```
final class ICURegularExpression: @unchecked Sendable {
    // @unchecked: the handle, which ICU's matcher changes, is used only while `lock` is held.
    private let handle: OpaquePointer
    private let lock = Locked(())

    /// How a text fares against the pattern.
    enum Match: Equatable { case matches, differs, outOfBudget }

    /// The steps of ICU's matcher (`uregex_setTimeLimit`) a match against `length` UTF-16 units
    /// may take: 10 (about 2 ms of `(a+)+$` on the machines here), and one for every 500 units
    /// (a step is some 10,000 of the matcher's operations: 20 for each unit).
    static func stepLimit(forLength length: Int) -> Int32 { Int32(clamping: 10 + length / 500) }

    /// Compiles `pattern`; throws ``ICUError`` (`U_REGEX_MISMATCHED_PAREN`…) when ICU cannot read it.
    ///
    /// - Complexity: O(*n*) in the length of the pattern.
    init(_ pattern: String) throws(ICUError) {
        var units = Array(pattern.utf16)
        var status: Int32 = 0
        let opened = units.withUnsafeMutableBufferPointer {
            ifk_regex_open($0.baseAddress, Int32($0.count), &status)
        }
        guard let opened, !ICUError.isFailure(status) else {
            throw ICUError(code: status, operation: "read the regular expression")
        }
        handle = opened
    }

    deinit { ifk_regex_close(handle) }

    /// Whether the whole of `text` matches, within the budget.
    ///
    /// ```swift
    /// try ICURegularExpression("[A-Z]{2}[0-9]+").wholeMatch("AB12")   // .matches
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`, whatever the pattern: the budget grows with it.
    func wholeMatch(_ text: String) -> Match {
        var units = Array(text.utf16)
        return lock.withLock { _ in
            var status: Int32 = 0
            let result = units.withUnsafeMutableBufferPointer {
                ifk_regex_matches_whole(handle, $0.baseAddress, Int32(clamping: $0.count),
                                        Self.stepLimit(forLength: $0.count), &status)
            }
            switch result {
            case 1: return .matches
            case -1: return .outOfBudget
            default: return .differs
            }
        }
    }
}
