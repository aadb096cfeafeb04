/// Up to ``capacity`` bytes held inline, without a heap buffer: the digits, prefixes and
/// template fill of a phone number being grouped (``AsYouTypeGrouping``), which a phone field
/// copies at every keystroke. Copying one copies its 49 bytes; an array would be retained, and
/// copied again on its first change.
///
/// ```swift
/// var digits = PhoneDigitBuffer(Array("650".utf8))
/// digits.append(UInt8(ascii: "2"))
/// digits.removeFirst(1)
/// String(decoding: digits, as: UTF8.self)   // "502"
/// ```
struct PhoneDigitBuffer: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Equatable, Sendable {
    /// The most bytes a buffer holds: more than any phone number, with its dialling prefix,
    /// calling code and the spaces between them, takes.
    static let capacity = 47

    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    private var length: UInt8 = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { Int(length) }

    subscript(position: Int) -> UInt8 {
        get {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return withUnsafeBytes(of: storage) { $0[position] }
        }
        set {
            precondition(position >= 0 && position < endIndex, "index out of range")
            withUnsafeMutableBytes(of: &storage) { $0[position] = newValue }
        }
    }

    mutating func append(_ byte: UInt8) {
        precondition(length < Self.capacity, "a phone number never takes \(Self.capacity) bytes")
        withUnsafeMutableBytes(of: &storage) { $0[Int(length)] = byte }
        length += 1
    }

    mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { bytes in
            let start = Int(length)
            precondition(bytes.count <= Self.capacity - start, "a phone number never takes \(Self.capacity) bytes")
            withUnsafeMutableBytes(of: &storage) { storage in
                UnsafeMutableRawBufferPointer(rebasing: storage[start..<(start + bytes.count)]).copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
            length += UInt8(bytes.count)
        }
        if copied == nil {
            for byte in bytes { append(byte) }
        }
    }

    mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "cannot remove more bytes than a buffer holds")
        let kept = count - k
        withUnsafeMutableBytes(of: &storage) { bytes in
            for index in 0..<kept { bytes[index] = bytes[index + k] }
        }
        length = UInt8(kept)
    }

    mutating func replaceSubrange<Bytes: Collection<UInt8>>(_ subrange: Range<Int>, with bytes: Bytes) {
        var result = PhoneDigitBuffer()
        result.append(contentsOf: self[..<subrange.lowerBound])
        result.append(contentsOf: bytes)
        result.append(contentsOf: self[subrange.upperBound...])
        self = result
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let count = count
        return try withUnsafeBytes(of: storage) { bytes in
            try bytes.withMemoryRebound(to: UInt8.self) { bytes in try body(UnsafeBufferPointer(rebasing: bytes[..<count])) }
        }
    }

    /// The bytes as a buffer, so that copying them out (into an array, a string) is one copy.
    func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try withBytes(body)
    }

    static func == (lhs: PhoneDigitBuffer, rhs: PhoneDigitBuffer) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
