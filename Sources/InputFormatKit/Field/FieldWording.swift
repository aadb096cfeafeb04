/// The words and digits a field writes in: its ``MessageTable`` and ``LocaleDigits`` for its
/// rules' messages, and its counter's texts (`0/40` … `40/40`), made once with the field and
/// shared by reference, so that an edit gets one reference instead of copies of the tables and
/// reads the counter's text instead of writing it.
///
/// ```swift
/// let wording = FieldWording(messages: .english, digits: .ascii, counterLimit: 40)
/// wording.messages.text(.valueRequired)   // "Enter a value"
/// wording.counterText(count: 12, limit: 40)   // "12/40"
/// ```
final class FieldWording: Sendable {
    /// The field's messages.
    let messages: MessageTable
    /// The field's digits.
    let digits: LocaleDigits
    /// The counter's text for each count from 0 to ``tabulatedLimit``, when that limit is at
    /// most ``largestTabulatedLimit`` and every text fits in a string without a buffer of its
    /// own (``largestTabulatedText``); empty otherwise.
    let counterTexts: [String]
    /// The limit ``counterTexts`` are written for.
    private let tabulatedLimit: Int?

    /// The largest limit whose counter texts are made ahead: 501 strings at most.
    static let largestTabulatedLimit = 500
    /// The longest counter text, in UTF-8 bytes, made ahead: a Swift string keeps up to 15 bytes
    /// in its own 16 on 64-bit platforms, so the table takes 16 bytes a count, about 8 KB at
    /// most, and no text needs an allocation of its own (on a 32-bit platform, whose strings
    /// keep up to 10 bytes, texts of 11 to 15 bytes each have one). That holds `500/500` in
    /// ASCII or Arabic-Indic digits, and `99/99` in the three-byte digits of Devanagari or
    /// Bengali; a longer text is written at each read (``LocaleDigits``).
    static let largestTabulatedText = 15

    /// - Complexity: O(*n*) in `counterLimit` up to ``largestTabulatedLimit``.
    init(messages: MessageTable, digits: LocaleDigits, counterLimit: Int?) {
        self.messages = messages
        self.digits = digits
        let texts = counterLimit.map { limit in
            (0...Self.largestTabulatedLimit).contains(limit)
                ? (0...limit).map { digits.format($0, and: limit, separatedBy: "/") } : []
        } ?? []
        // Every text checked, not only the longest count's: digits given by an app may differ in
        // width.
        if !texts.isEmpty, texts.allSatisfy({ $0.utf8.count <= Self.largestTabulatedText }) {
            (counterTexts, tabulatedLimit) = (texts, counterLimit)
        } else {
            (counterTexts, tabulatedLimit) = ([], nil)
        }
    }

    /// The counter's text, `12/40` in the field's digits: read from the table for a count up to
    /// the limit it was made for, written otherwise (a count over the limit, a longer limit).
    ///
    /// ```swift
    /// FieldWording(messages: .english, digits: .ascii, counterLimit: 40).counterText(count: 41, limit: 40)   // "41/40"
    /// ```
    @inline(__always)
    func counterText(count: Int, limit: Int) -> String {
        guard limit == tabulatedLimit, count >= 0, count < counterTexts.count else {
            return digits.format(count, and: limit, separatedBy: "/")
        }
        return counterTexts[count]
    }
}
