/// A regular expression of libphonenumber's metadata, over ASCII digits.
///
/// The metadata uses a small, fixed part of the regular-expression syntax, and this type reads
/// exactly that part: digits, `\d`, classes such as `[2-9]` or `[0-24-8]`, capturing `( )` and
/// non-capturing `(?: )` groups, alternation `|`, the quantifiers `?`, `{n}` and `{n,m}`, and
/// the end anchor `$`. Matching follows the same rules as the regular-expression engines
/// libphonenumber runs on (leftmost alternative first, greedy quantifiers, backtracking), so a
/// prefix match ends where theirs ends. The generator script refuses metadata outside this
/// syntax, so a new construct fails loudly there rather than matching differently here.
///
/// ```swift
/// let pattern = try PhonePattern("0|([59]\\d{7})$")
/// pattern.prefixMatchEnd(Array("0312".utf8))     // 1
/// pattern.captures(wholeOf: Array("6502532222".utf8))   // nil: no whole match
/// ```
final class PhonePattern: Sendable {
    /// The pattern as the metadata writes it.
    let source: String
    /// How many capturing groups the pattern has.
    let groupCount: Int
    let program: [Instruction]
    /// The pattern as an automaton, for matching that needs no capture positions; `nil` when
    /// it would be too large.
    let automaton: DigitAutomaton?
    /// Where each group starts, and then where the last one ends, when the pattern is nothing
    /// but capturing groups of a fixed number of digits each (`(\\d{3})(\\d{4})`: `[0, 3, 7]`),
    /// as most formats are: then a whole match's groups are known without matching.
    let fixedGroupBounds: [Int]?

    enum Instruction: Sendable, Hashable {
        /// One digit out of a set (bit `d` for digit `d`).
        case digit(UInt16)
        /// Only at the end of the input.
        case end
        /// Go on at `preferred`; if that fails, at `other`.
        case split(preferred: Int, other: Int)
        case jump(Int)
        /// Remember the input position in a capture slot.
        case save(Int)
        case match
    }

    /// Reads a pattern; throws ``PhoneError`` for anything outside the syntax above.
    ///
    /// ```swift
    /// try PhonePattern("(\\d{3})(\\d{4})").groupCount   // 2
    /// ```
    init(_ source: String) throws(PhoneError) {
        var parser = Parser(bytes: Array(source.utf8))
        let alternatives = try parser.alternation()
        guard parser.position == parser.bytes.count else {
            throw parser.failure(parser.position)
        }
        var emitter = Emitter()
        emitter.emit(.alternation(alternatives))
        emitter.program.append(.match)
        self.source = source
        self.groupCount = parser.groupCount
        self.program = emitter.program
        self.automaton = DigitAutomaton(program: emitter.program)
        self.fixedGroupBounds = Self.fixedGroupBounds(alternatives)
    }

    /// The group bounds of a pattern made of capturing groups of fixed width only, else `nil`.
    private static func fixedGroupBounds(_ alternatives: [[Node]]) -> [Int]? {
        func width(_ node: Node) -> Int? {
            switch node {
            case .digit: return 1
            case let .repetition(.digit, minimum, maximum) where minimum == maximum: return minimum
            default: return nil
            }
        }
        guard alternatives.count == 1, !alternatives[0].isEmpty else { return nil }
        var bounds = [0]
        for node in alternatives[0] {
            guard case let .group(capture?, .alternation(inner)) = node, capture == bounds.count - 1, inner.count == 1 else { return nil }
            var total = 0
            for element in inner[0] {
                guard let width = width(element) else { return nil }
                total += width
            }
            guard total > 0 else { return nil }
            bounds.append(bounds[bounds.count - 1] + total)
        }
        return bounds
    }

    // MARK: Matching

    /// The end of the match at the start of `digits` (as Python's `re.match`), or `nil`.
    ///
    /// ```swift
    /// try PhonePattern("1[2-9]").prefixMatchEnd(Array("134".utf8))   // 2
    /// ```
    func prefixMatchEnd<Digits: RandomAccessCollection<UInt8>>(_ digits: Digits) -> Int? where Digits.Index == Int {
        run(0, 0, digits, nil, whole: false)
    }

    /// Whether the pattern matches the whole of `digits`.
    ///
    /// ```swift
    /// try PhonePattern("\\d{3}").matchesWhole(Array("123".utf8))   // true
    /// ```
    func matchesWhole<Digits: RandomAccessCollection<UInt8>>(_ digits: Digits) -> Bool where Digits.Index == Int {
        if let automaton { return automaton.matchesWhole(digits) }
        return run(0, 0, digits, nil, whole: true) != nil
    }

    /// Whether the pattern matches some start of `digits` (``prefixMatchEnd(_:)`` is not `nil`).
    ///
    /// ```swift
    /// try PhonePattern("1[2-9]").matchesStart(Array("134".utf8))   // true
    /// ```
    func matchesStart<Digits: RandomAccessCollection<UInt8>>(_ digits: Digits) -> Bool where Digits.Index == Int {
        if let automaton { return automaton.matchesStart(digits) }
        return run(0, 0, digits, nil, whole: false) != nil
    }

    /// The capture groups of a whole match of `digits` (a group that took no part is `nil`),
    /// or `nil` when the pattern does not match the whole input.
    ///
    /// ```swift
    /// try PhonePattern("(\\d{3})(\\d{4})").captures(wholeOf: Array("5551234".utf8))
    /// // [0..<3, 3..<7]
    /// ```
    func captures(wholeOf digits: [UInt8]) -> [Range<Int>?]? {
        CaptureSlots.withTemporary(groups: groupCount) { slots in
            guard run(0, 0, digits, slots, whole: true) != nil else { return nil }
            return (0..<groupCount).map(slots.group)
        }
    }

    /// Calls `body` with every match of the pattern in `digits`, left to right and not
    /// overlapping, as Python's `re.sub` finds them: the range of the match, and its capture
    /// slots (read with ``CaptureSlots/group(_:)``).
    func forEachMatch<Digits: RandomAccessCollection<UInt8>>(in digits: Digits, _ body: (Range<Int>, CaptureSlots) -> Void)
        where Digits.Index == Int {
        CaptureSlots.withTemporary(groups: groupCount) { slots in
            var start = 0
            while start <= digits.count {
                if !slots.isEmpty { slots.reset() }
                if let end = run(0, start, digits, slots, whole: false) {
                    body(start..<end, slots)
                    start = end > start ? end : start + 1
                } else {
                    start += 1
                }
            }
        }
    }

    /// A backtracking run from instruction `start` at input position `position`; the capture
    /// positions go to `slots` when there are slots to fill.
    private func run<Digits: RandomAccessCollection<UInt8>>(_ start: Int, _ position: Int, _ input: Digits,
                                                           _ slots: CaptureSlots?, whole: Bool) -> Int?
        where Digits.Index == Int {
        assert(input.startIndex == 0, "positions count from 0: pass a buffer, not a slice")
        var pc = start
        var at = position
        while true {
            switch program[pc] {
            case let .digit(set):
                guard at < input.count else { return nil }
                let value = Int(input[at]) - 48
                guard value >= 0, value <= 9, set & (1 << value) != 0 else { return nil }
                at += 1
                pc += 1
            case .end:
                guard at == input.count else { return nil }
                pc += 1
            case let .jump(target):
                pc = target
            case let .split(preferred, other):
                if let end = run(preferred, at, input, slots, whole: whole) { return end }
                pc = other
            case let .save(slot):
                guard let slots else {
                    pc += 1
                    continue
                }
                let old = slots[slot]
                slots[slot] = at
                if let end = run(pc + 1, at, input, slots, whole: whole) { return end }
                slots[slot] = old
                return nil
            case .match:
                if whole && at != input.count { return nil }
                return at
            }
        }
    }
}
