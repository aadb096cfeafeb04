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
}
