extension String {
    /// Appends the ASCII bytes `bytes` and then `byte` (no control character among them). A
    /// string that stays small (15 bytes, stored inline) gains them as characters; a longer one
    /// is made in one go, of the exact length, where appending characters would copy a shared
    /// string and grow it.
    ///
    /// ```swift
    /// var text = "(555"
    /// text.appendASCII(UInt8(ascii: "1"), after: ArraySlice(") ".utf8))   // "(555) 1"
    /// ```
    @inline(__always)
    mutating func appendASCII(_ byte: UInt8, after bytes: ArraySlice<UInt8> = []) {
        let oldCount = utf8.count, count = oldCount + bytes.count + 1
        if count <= Self.smallCapacity {
            for unit in bytes { append(.ascii(unit)) }
            append(.ascii(byte))
            return
        }
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

    /// The most UTF-8 bytes a string stores inline, without a buffer of its own (on 64-bit
    /// platforms; on others, fewer, and appending is only slower).
    private static let smallCapacity = 15
}
