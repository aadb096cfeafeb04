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

    /// Writes `byte` over the byte at `offset`, one already written (a slot of a template
    /// written whole).
    @inline(__always)
    mutating func replace(at offset: Int, with byte: UInt8) {
        precondition(offset >= 0 && offset < count, "only a byte written is replaced")
        storage[offset] = byte
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
}
