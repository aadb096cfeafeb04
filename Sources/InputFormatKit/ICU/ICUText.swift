/// Text that a CICU call writes as UTF-16 into a buffer it is given.
enum ICUText {
    /// The text `call` writes into a buffer of 64 units, or into one as long as it asked for when
    /// that was too small; throws ``ICUError`` naming `operation` when ICU fails.
    ///
    /// ```swift
    /// try ICUText.read(operation: "read a day period") { out, capacity, status in
    ///     ifk_calendar_day_period(handle, 0, out, capacity, &status)
    /// }   // "AM"
    /// ```
    static func read(operation: @autoclosure () -> String,
                     _ call: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32) throws(ICUError) -> String {
        var capacity = 64
        while true {
            var status: Int32 = 0
            var units = [UInt16](repeating: 0, count: capacity)
            let length = units.withUnsafeMutableBufferPointer { call($0.baseAddress!, Int32(capacity), &status) }
            if status == 15 /* U_BUFFER_OVERFLOW_ERROR */, Int(length) > capacity {
                capacity = Int(length)
                continue
            }
            guard !ICUError.isFailure(status) else { throw ICUError(code: status, operation: operation()) }
            return String(decoding: units.prefix(Int(length)), as: UTF16.self)
        }
    }

    /// `units` as a string, transcoded to UTF-8 here and taken as UTF-8: what
    /// `String(decoding: units, as: UTF16.self)` makes, a lone surrogate replaced by U+FFFD,
    /// without its scalar-at-a-time generic decoding (which cost more than ICU took to format
    /// the amount).
    ///
    /// ```swift
    /// [0x31, 0x20AC].withUnsafeBufferPointer(ICUText.string(utf16:))   // "1€"
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of units.
    static func string(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3) { utf8 in
            var written = 0, index = 0
            func put(_ byte: UInt32) { utf8[written] = UInt8(truncatingIfNeeded: byte); written += 1 }
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                    index += 1
                } else if scalar & 0xF800 == 0xD800 {
                    scalar = 0xFFFD
                }
                switch scalar {
                case ..<0x80: put(scalar)
                case ..<0x800: put(0xC0 | scalar >> 6); put(0x80 | scalar & 0x3F)
                case ..<0x10000: put(0xE0 | scalar >> 12); put(0x80 | scalar >> 6 & 0x3F); put(0x80 | scalar & 0x3F)
                default:
                    put(0xF0 | scalar >> 18); put(0x80 | scalar >> 12 & 0x3F); put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                }
            }
            return written
        }
    }
}
