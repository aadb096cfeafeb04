/// UTF-16 offsets of a Swift string (UTF-8 inside), found by scanning its bytes eight at a time
/// rather than through the standard library's UTF-16 index, whose first use on every new
/// string walks the whole text. Used where a long text (a 100,000-character note) is edited.
///
/// ```swift
/// UTF16Offsets.count(in: "a👍")                         // 3
/// UTF16Offsets.index(of: 1, in: "a👍", count: 3)        // the index of 👍
/// ```
enum UTF16Offsets {
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// UTF-16 units in eight UTF-8 bytes: a unit for each byte that starts a scalar, one more
    /// for each that starts a four-byte scalar.
    @inline(__always)
    private static func units(inWord word: UInt64) -> Int {
        let continuation = (word >> 7) & ~(word >> 6) & ones
        let fourByteLead = (word >> 7) & (word >> 6) & (word >> 5) & (word >> 4) & ones
        return 8 - continuation.nonzeroBitCount + fourByteLead.nonzeroBitCount
    }

    @inline(__always)
    private static func units(inByte byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
    }

    /// The length of `text` in UTF-16 units.
    static func count(in text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            var total = 0
            var position = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while position + 8 <= bytes.count {
                total += units(inWord: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                position += 8
            }
            while position < bytes.count { total += units(inByte: bytes[position]); position += 1 }
            return total
        }) { return count }
        return text.utf16.count
    }

    /// The string index at UTF-16 `offset` of `text`, whose UTF-16 length is `count`, scanning
    /// from the nearer end; `nil` when the offset splits a surrogate pair or lies outside.
    static func index(of offset: Int, in text: String, count: Int) -> String.Index? {
        guard offset >= 0, offset <= count else { return nil }
        if offset == 0 { return text.startIndex }
        if offset == count { return text.endIndex }
        let utf8Offset = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let raw = UnsafeRawBufferPointer(bytes)
            if offset <= count / 2 {
                var seen = 0
                var position = 0
                while position + 8 <= bytes.count {
                    let word = Self.units(inWord: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                    if seen + word >= offset { break }
                    seen += word
                    position += 8
                }
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte & 0xC0 != 0x80 {
                        if seen == offset { return position }
                        if seen > offset { return nil }
                        seen += Self.units(inByte: byte)
                    }
                    position += 1
                }
                return seen == offset ? position : nil
            } else {
                // From the end: `remaining` UTF-16 units lie after the position sought.
                let remaining = count - offset
                var seen = 0
                var end = bytes.count
                while end - 8 >= 0 {
                    let word = Self.units(inWord: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)))
                    if seen + word >= remaining { break }
                    seen += word
                    end -= 8
                }
                while end > 0 {
                    end -= 1
                    let byte = bytes[end]
                    if byte & 0xC0 != 0x80 {
                        seen += Self.units(inByte: byte)
                        if seen == remaining { return end }
                        if seen > remaining { return nil }
                    }
                }
                return nil
            }
        }
        guard let found = utf8Offset else { return String.Index(utf16Offset: offset, in: text) }
        guard let position = found else { return nil }
        return text.utf8.index(text.utf8.startIndex, offsetBy: position)
    }
}
