/// A ``PhonePattern`` compiled to a deterministic automaton over the digits 0–9, for the two
/// questions that need no capture positions: does the whole input match, and does some start of
/// it match. Every digit is one step through a table, where the backtracking matcher tries the
/// pattern's alternatives one by one.
///
/// Built from the pattern's program by the subset construction: a state is the set of the
/// program's instructions a match may have reached. A pattern whose automaton would pass
/// ``stateLimit`` states gets none, and is matched by backtracking.
///
/// ```swift
/// let automaton = try PhonePattern("[2-9]\\d{2}|0").automaton!
/// automaton.matchesWhole(Array("650".utf8))    // true
/// automaton.matchesStart(Array("0123".utf8))   // true: "0" matches
/// ```
struct DigitAutomaton: Sendable {
    /// The most states an automaton may have.
    static let stateLimit = 4_000

    /// `transitions[state * 10 + digit]`: the next state, or -1 when no match can go on.
    private let transitions: [Int32]
    /// Per state, ``Flags``.
    private let flags: [UInt8]

    private enum Flags {
        /// A match ends here, whatever follows.
        static let matchesHere: UInt8 = 1
        /// A match ends here when the input ends here (`$`, or a match that ends here anyway).
        static let matchesAtEnd: UInt8 = 2
    }

    /// The automaton of `program`, or `nil` when it would have more than ``stateLimit`` states.
    init?(program: [PhonePattern.Instruction]) {
        // Each instruction's closure, found once: a state's next state is the union of its
        // targets' closures (a region's plan is compiled when a field first needs it).
        let closures = program.indices.map { Self.closure(of: [$0], in: program) }
        var marked = [Bool](repeating: false, count: program.count)
        func closure(of targets: [Int]) -> [Int] {
            var union: [Int] = []
            for target in targets {
                for pc in closures[target] where !marked[pc] {
                    marked[pc] = true
                    union.append(pc)
                }
            }
            for pc in union { marked[pc] = false }
            return union.sorted()
        }
        var states: [[Int]] = [closures[0]]
        var index: [[Int]: Int32] = [states[0]: 0]
        var transitions: [Int32] = []
        var flags: [UInt8] = []
        var next = 0
        while next < states.count {
            let state = states[next]
            next += 1
            flags.append(Self.flags(of: state, in: program))
            for digit in 0..<10 {
                var targets: [Int] = []
                for pc in state {
                    if case let .digit(set) = program[pc], set & (1 << digit) != 0 { targets.append(pc + 1) }
                }
                guard !targets.isEmpty else {
                    transitions.append(-1)
                    continue
                }
                let target = closure(of: targets)
                if let known = index[target] {
                    transitions.append(known)
                } else {
                    guard states.count < Self.stateLimit else { return nil }
                    index[target] = Int32(states.count)
                    transitions.append(Int32(states.count))
                    states.append(target)
                }
            }
        }
        self.transitions = transitions
        self.flags = flags
    }

    /// The lengths of the inputs the pattern matches whole: bit `n` is set when some `n` digits
    /// match, bit 63 when some input of 63 digits or more might. A pattern of fixed-width groups
    /// sets one bit, so asking whether a number of another length matches costs nothing.
    ///
    /// ```swift
    /// try PhonePattern("\\d{3}(?:\\d{4})?").automaton!.wholeMatchLengths()   // 1 << 3 | 1 << 7
    /// ```
    func wholeMatchLengths() -> UInt64 {
        var lengths: UInt64 = 0
        // The states some input of the length reaches, and of the next length.
        var reached = [Bool](repeating: false, count: flags.count)
        var next = reached
        reached[0] = true
        for length in 0...63 {
            var any = false
            for state in reached.indices where reached[state] {
                if flags[state] & Flags.matchesAtEnd != 0 { lengths |= 1 << UInt64(length) }
                for digit in 0..<10 where transitions[state * 10 + digit] >= 0 {
                    next[Int(transitions[state * 10 + digit])] = true
                    any = true
                }
            }
            guard any else { break }
            if length == 63 {
                // Longer inputs are not followed: any of them might match.
                lengths |= 1 << 63
                break
            }
            swap(&reached, &next)
            for state in next.indices { next[state] = false }
        }
        return lengths
    }

    /// Whether the pattern matches the whole of `digits`.
    func matchesWhole<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
        digits.withContiguousStorageIfAvailable { matchesWhole(in: $0) } ?? matchesWhole(in: digits)
    }

    /// Whether the pattern matches some start of `digits` (all of them, or none).
    func matchesStart<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
        digits.withContiguousStorageIfAvailable { matchesStart(in: $0) } ?? matchesStart(in: digits)
    }

    /// ``matchesWhole(_:)`` read digit by digit (a contiguous buffer where the digits have one).
    private func matchesWhole(in digits: some Collection<UInt8>) -> Bool {
        var state = 0
        for byte in digits {
            let digit = Int(byte &- 48)
            guard digit < 10 else { return false }
            state = Int(transitions[state * 10 + digit])
            if state < 0 { return false }
        }
        return flags[state] & Flags.matchesAtEnd != 0
    }

    /// ``matchesStart(_:)`` read digit by digit (a contiguous buffer where the digits have one).
    private func matchesStart(in digits: some Collection<UInt8>) -> Bool {
        var state = 0
        for byte in digits {
            if flags[state] & Flags.matchesHere != 0 { return true }
            let digit = Int(byte &- 48)
            guard digit < 10 else { return false }
            state = Int(transitions[state * 10 + digit])
            if state < 0 { return false }
        }
        return flags[state] & Flags.matchesAtEnd != 0
    }

    /// The instructions that take a digit or end a match, reached from `starts` without taking
    /// a digit (through jumps, splits and saves), sorted.
    private static func closure(of starts: [Int], in program: [PhonePattern.Instruction]) -> [Int] {
        var reached = Set<Int>()
        var seen = Set<Int>()
        var pending = starts
        while let pc = pending.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch program[pc] {
            case let .jump(target): pending.append(target)
            case let .split(preferred, other): pending.append(contentsOf: [preferred, other])
            case .save: pending.append(pc + 1)
            case .digit, .end, .match: reached.insert(pc)
            }
        }
        return reached.sorted()
    }

    private static func flags(of state: [Int], in program: [PhonePattern.Instruction]) -> UInt8 {
        var flags: UInt8 = 0
        for pc in state {
            switch program[pc] {
            case .match:
                flags |= Flags.matchesHere | Flags.matchesAtEnd
            case .end:
                // `$` lets a match go on only where the input ends.
                let after = closure(of: [pc + 1], in: program)
                if self.flags(of: after, in: program) & Flags.matchesAtEnd != 0 { flags |= Flags.matchesAtEnd }
            default:
                continue
            }
        }
        return flags
    }
}
