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
}
