extension PhonePattern {
    // How a pattern of the metadata becomes a program: parsed into a tree of nodes, then
    // emitted as the instructions the matcher runs.

    indirect enum Node: Hashable {
        case digit(UInt16)
        case end
        case group(capture: Int?, Node)
        case alternation([[Node]])
        case repetition(Node, minimum: Int, maximum: Int)
    }

    struct Parser {
        let bytes: [UInt8]
        var position = 0
        var groupCount = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var pattern: String { String(decoding: bytes, as: UTF8.self) }

        func failure(_ offset: Int) -> PhoneError {
            offset < bytes.count
                ? .malformedPattern(pattern, offset: offset)
                : .malformedPattern(pattern, offset: bytes.count)
        }

        mutating func alternation() throws(PhoneError) -> [[Node]] {
            var alternatives: [[Node]] = [[]]
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ")") { break }
                if byte == UInt8(ascii: "|") {
                    position += 1
                    alternatives.append([])
                    continue
                }
                let atom = try self.atom()
                alternatives[alternatives.count - 1].append(try quantified(atom))
            }
            return alternatives
        }

        mutating func atom() throws(PhoneError) -> Node {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                position += 1
                return .digit(1 << UInt16(byte - 48))
            case UInt8(ascii: "\\"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "d") else { throw failure(position) }
                position += 2
                return .digit(0x3FF)
            case UInt8(ascii: "$"):
                position += 1
                return .end
            case UInt8(ascii: "["):
                return try digitClass()
            case UInt8(ascii: "("):
                position += 1
                var capture: Int? = groupCount
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "?"), bytes[position + 1] == UInt8(ascii: ":") {
                    position += 2
                    capture = nil
                } else {
                    groupCount += 1
                }
                let inner = try alternation()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ")") else { throw failure(position) }
                position += 1
                return .group(capture: capture, .alternation(inner))
            default:
                throw failure(position)
            }
        }

        mutating func digitClass() throws(PhoneError) -> Node {
            let opening = position
            position += 1
            var set: UInt16 = 0
            while position < bytes.count, bytes[position] != UInt8(ascii: "]") {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "d") {
                    set |= 0x3FF
                    position += 2
                    continue
                }
                guard byte >= 48, byte <= 57 else { throw failure(position) }
                var last = byte
                if position + 2 < bytes.count, bytes[position + 1] == UInt8(ascii: "-"), bytes[position + 2] != UInt8(ascii: "]") {
                    last = bytes[position + 2]
                    guard last >= byte, last <= 57 else { throw failure(position + 2) }
                    position += 2
                }
                for digit in byte...last { set |= 1 << UInt16(digit - 48) }
                position += 1
            }
            guard position < bytes.count, set != 0 else { throw failure(opening) }
            position += 1
            return .digit(set)
        }

        mutating func quantified(_ atom: Node) throws(PhoneError) -> Node {
            guard position < bytes.count else { return atom }
            switch bytes[position] {
            case UInt8(ascii: "?"):
                position += 1
                return .repetition(atom, minimum: 0, maximum: 1)
            case UInt8(ascii: "{"):
                let opening = position
                position += 1
                let minimum = number()
                var maximum = minimum
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    maximum = number()
                }
                guard let minimum, let maximum, minimum <= maximum, maximum <= 32,
                      position < bytes.count, bytes[position] == UInt8(ascii: "}") else { throw failure(opening) }
                position += 1
                return .repetition(atom, minimum: minimum, maximum: maximum)
            default:
                return atom
            }
        }

        mutating func number() -> Int? {
            var value: Int?
            while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
                value = (value ?? 0) * 10 + Int(bytes[position] - 48)
                position += 1
            }
            return value
        }
    }

    struct Emitter {
        var program: [Instruction] = []

        mutating func emit(_ node: Node) {
            switch node {
            case let .digit(set):
                program.append(.digit(set))
            case .end:
                program.append(.end)
            case let .group(capture, inner):
                if let capture { program.append(.save(capture * 2)) }
                emit(inner)
                if let capture { program.append(.save(capture * 2 + 1)) }
            case let .alternation(alternatives):
                var jumpsToEnd: [Int] = []
                for (index, alternative) in alternatives.enumerated() {
                    var split: Int?
                    if index < alternatives.count - 1 {
                        split = program.count
                        program.append(.split(preferred: program.count + 1, other: -1))
                    }
                    for element in alternative { emit(element) }
                    if let split {
                        jumpsToEnd.append(program.count)
                        program.append(.jump(-1))
                        program[split] = .split(preferred: split + 1, other: program.count)
                    }
                }
                for jump in jumpsToEnd { program[jump] = .jump(program.count) }
            case let .repetition(inner, minimum, maximum):
                for _ in 0..<minimum { emit(inner) }
                // Greedy optional copies: each one may be skipped, and skipping one skips the rest.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.split(preferred: program.count + 1, other: -1))
                    emit(inner)
                }
                for split in splits { program[split] = .split(preferred: split + 1, other: program.count) }
            }
        }
    }
}
