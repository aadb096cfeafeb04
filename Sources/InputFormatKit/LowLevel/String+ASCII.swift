extension String {
    /// Appends the ASCII bytes `bytes` and then `byte` (no control character among them). The
    /// string is made again in one go, of the exact length: appending characters would cost
    /// more for a small string (15 bytes, stored inline), and would copy a shared longer one and
    /// grow it.
    ///
    /// ```swift
    /// var text = "(555"
    /// text.appendASCII(UInt8(ascii: "1"), after: ArraySlice(") ".utf8))   // "(555) 1"
    /// ```
    @inline(__always)
    mutating func appendASCII(_ byte: UInt8, after bytes: ArraySlice<UInt8> = []) {
        let count = utf8.count + bytes.count + 1
        let longer = utf8.withContiguousStorageIfAvailable { old in
            String(unsafeUninitializedCapacity: count) { buffer in
                var end = buffer.initialize(fromContentsOf: old)
                for unit in bytes { buffer[end] = unit; end += 1 }
                buffer[end] = byte
                return count
            }
        }
        self = longer ?? self + String(decoding: bytes, as: UTF8.self) + String(Character.ascii(byte))
    }

    /// The UTF-8 `bytes` as a string, as `String(decoding: bytes, as: UTF8.self)` makes it
    /// (ill-formed sequences repaired), but for a small string (up to 15 bytes, the raw
    /// characters of a keystroke) at about half the cost: written into its inline storage and
    /// checked there, not decoded through the general path.
    ///
    /// ```swift
    /// Array("555".utf8).withUnsafeBufferPointer(String.init(utf8:))   // "555"
    /// ```
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// `raw` with its UTF-8 bytes `replaced` (on scalar boundaries) replaced by those of
    /// `inserted`, written in one go into a string of the exact length.
    ///
    /// ```swift
    /// String(utf8Of: "123", replacingBytes: 1..<2, with: "9")   // "193"
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) in the bytes of `raw` and `inserted`, copied once.
    init(utf8Of raw: String, replacingBytes replaced: Range<Int>, with inserted: String) {
        var raw = raw, inserted = inserted   // made contiguous, if they are not
        self = raw.withUTF8 { bytes in
            inserted.withUTF8 { insertedBytes in
                String.spliced(bytes, replacing: replaced, with: insertedBytes)
            }
        }
    }

    /// The UTF-8 `bytes` as a string (``init(utf8:)`` for any collection of them: copied in one
    /// go where they are contiguous).
    ///
    /// ```swift
    /// String(utf8: Array("555".utf8))   // "555"
    /// ```
    ///
    /// - Complexity: O(*n*) in the count of bytes.
    init(utf8 bytes: some Collection<UInt8>) {
        self = bytes.withContiguousStorageIfAvailable(String.init(utf8:)) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes `bytes` of `text` (on scalar boundaries), copied as bytes.
    ///
    /// ```swift
    /// String(utf8Of: "Hello", bytes: 1..<3)   // "el"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `bytes`, and of `text` when it is not contiguous UTF-8.
    init(utf8Of text: String, bytes: Range<Int>) {
        var text = text
        self = text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
    }

    /// `raw` with its characters `range` (character offsets) replaced by `inserted`, and the
    /// caret after the inserted ones, when every character of `raw` up to the end of `range` and
    /// every inserted one is a single ASCII byte (a carriage return is not: it joins a line
    /// feed) and the byte after `range` is ASCII (it cannot join them): character offsets are
    /// then byte offsets. `nil` otherwise, or when `range` is not inside `raw`.
    ///
    /// ```swift
    /// String.splicingOneByteCharacters("9", into: "123", at: 1..<2)   // ("193", 2)
    /// String.splicingOneByteCharacters("é", into: "123", at: 1..<2)   // nil
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) in the bytes of `raw` and `inserted`: those up to the end of
    ///   `range` and the inserted ones checked, all copied once.
    static func splicingOneByteCharacters(_ inserted: String, into raw: String, at range: Range<Int>) -> (String, caret: Int)? {
        guard range.lowerBound >= 0 else { return nil }
        func isOneCharacter(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }
        var raw = raw, inserted = inserted   // made contiguous, if they are not
        let spliced = raw.withUTF8 { bytes in
            inserted.withUTF8 { insertedBytes -> String? in
                guard range.upperBound <= bytes.count, bytes[..<range.upperBound].allSatisfy(isOneCharacter),
                      range.upperBound == bytes.count || bytes[range.upperBound] < 0x80,
                      insertedBytes.allSatisfy(isOneCharacter) else { return nil }
                return String.spliced(bytes, replacing: range, with: insertedBytes)
            }
        }
        return spliced.map { ($0, range.lowerBound + inserted.utf8.count) }
    }

    /// `bytes` with `replaced` replaced by `inserted`, written once into a string of the exact
    /// length.
    private static func spliced(_ bytes: UnsafeBufferPointer<UInt8>, replacing replaced: Range<Int>,
                                with inserted: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count - replaced.count + inserted.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = buffer.initialize(fromContentsOf: bytes[..<replaced.lowerBound])
            at = buffer[at...].initialize(fromContentsOf: inserted)
            _ = buffer[at...].initialize(fromContentsOf: bytes[replaced.upperBound...])
            return count
        }
    }
}
