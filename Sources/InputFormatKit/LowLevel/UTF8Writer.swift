/// A string written byte by byte into storage of a known capacity on the stack, and made a
/// `String` once: a short text (a keystroke's amount, a counter's `12/40`) then needs no heap
/// allocation while it is written, and none at all when it fits a small string (15 bytes).
///
/// ```swift
/// String.written(capacity: 5) { text in
///     text.appendDigits(of: 12)
///     text.append(UInt8(ascii: "/"))
///     text.appendDigits(of: 40)
/// }   // "12/40"
/// ```
struct UTF8Writer: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    fileprivate init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        self.storage = storage
    }

    /// Writes `byte` after the bytes written.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        precondition(count < storage.count, "written past the capacity")
        storage[count] = byte
        count += 1
    }

    /// Writes `bytes` after the bytes written (copied in one go where they are contiguous).
    @inline(__always)
    mutating func append(contentsOf bytes: some Collection<UInt8>) {
        precondition(count + bytes.count <= storage.count, "written past the capacity")
        let copied: Void? = bytes.withContiguousStorageIfAvailable { source in
            _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: source)
            count += source.count
        }
        guard copied == nil else { return }
        for byte in bytes {
            storage[count] = byte
            count += 1
        }
    }

    /// Writes `template` with the byte at each of `slotOffsets` (offsets into it, ascending)
    /// replaced by the next byte of `raw`, one a slot: a mask's text with its slots filled.
    ///
    /// ```swift
    /// // template "(###)", slotOffsets [1, 2, 3], raw "55": writes "(55#)"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `template`.
    @inline(__always)
    mutating func append(template: ArraySlice<UInt8>, slotOffsets: [Int], filledWith raw: some Collection<UInt8>) {
        let filled = raw.count
        // The offsets ascend: the last slot filled inside the template puts every one there.
        precondition(filled <= slotOffsets.count && (filled == 0 || slotOffsets[filled - 1] < template.count),
                     "one raw byte a slot, each slot inside the template")
        precondition(count + template.count <= storage.count, "written past the capacity")
        let start = storage.baseAddress! + count
        template.withUnsafeBufferPointer { _ = UnsafeMutableBufferPointer(start: start, count: $0.count).initialize(fromContentsOf: $0) }
        count += template.count
        slotOffsets.withUnsafeBufferPointer { offsets in
            var slot = 0
            for byte in raw {
                start[offsets[slot]] = byte
                slot += 1
            }
        }
    }

    /// Writes the UTF-8 bytes of `text` after the bytes written, copied as one block.
    @inline(__always)
    mutating func append(utf8Of text: String) {
        var text = text   // made contiguous, if it is not
        text.withUTF8 { bytes in
            precondition(count + bytes.count <= storage.count, "written past the capacity")
            _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: bytes)
            count += bytes.count
        }
    }

    /// Writes the ASCII digits of `magnitude` (one for 0) after the bytes written.
    mutating func appendDigits(of magnitude: UInt) {
        var width = 1
        var rest = magnitude / 10
        while rest > 0 { width += 1; rest /= 10 }
        precondition(count + width <= storage.count, "written past the capacity")
        // From the last digit back, with no range to walk.
        rest = magnitude
        var offset = count + width
        repeat {
            offset -= 1
            storage[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while offset > count
        count += width
    }
}

extension String {
    /// The UTF-8 bytes `body` writes, at most `capacity` of them (more stops the program), as a
    /// string; ill-formed sequences are repaired as `String(decoding:as:)` repairs them.
    ///
    /// - Complexity: O(*n*) in `capacity`, reserved on the stack, and in the bytes written.
    static func written(capacity: Int, _ body: (inout UTF8Writer) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(capacity, 1)) { storage in
            var writer = UTF8Writer(storage)
            body(&writer)
            return String(utf8: UnsafeBufferPointer(rebasing: storage[..<writer.count]))
        }
    }

    /// The `count` UTF-8 bytes `body` writes, exactly so many (fewer or more stops the program),
    /// written in the string's own storage: no copy, where ``written(capacity:_:)`` writes on the
    /// stack and copies (a mask's layout knows its length before it writes).
    ///
    /// ```swift
    /// String.written(exactly: 2) { $0.append(contentsOf: "(5".utf8) }   // "(5"
    /// ```
    ///
    /// - Complexity: O(*n*) in `count`.
    static func written(exactly count: Int, _ body: (inout UTF8Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: count) { storage in
            var writer = UTF8Writer(storage)
            body(&writer)
            precondition(writer.count == count, "a text written exactly as long as said")
            return count
        }
    }
}
