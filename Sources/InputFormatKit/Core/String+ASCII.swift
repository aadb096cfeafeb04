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
}
