import Foundation

/// The lines of standard input, read in chunks, each checked before it is decoded: a line
/// longer than ``maximumBytes`` or not valid UTF-8 is a one-line failure naming the line, read
/// no further than the limit (so a 10 MB line costs 4 MiB of memory, not more).
struct InputLines {
    /// The longest line taken: 4 MiB, far beyond any paste a field takes.
    static let maximumBytes = 4 << 20

    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline goes on (bytes before it hold none).
    private var scanned = 0
    private var finished = false
    /// Whether the rest of a line refused for its length is still to be skipped.
    private var skippingLongLine = false
    private(set) var number = 0

    init(handle: FileHandle = .standardInput) {
        self.handle = handle
    }

    /// The next line without its newline (and a `\r` before it), or `nil` at the end. A line
    /// that is refused (too long, not UTF-8) throws, and the next call goes on after it.
    mutating func next() throws -> String? {
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                if skippingLongLine {
                    // The rest of a line already refused for its length.
                    skippingLongLine = false
                } else {
                    var end = newline
                    if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    let line = buffer[start..<end]
                    start = newline + 1
                    scanned = start
                    return try decode(line)
                }
                start = newline + 1
                scanned = start
                continue
            }
            if skippingLongLine || buffer.count - start > Self.maximumBytes {
                // Read no further than the limit: what there is of the line goes.
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
                if !skippingLongLine {
                    skippingLongLine = true
                    number += 1
                    throw CommandFailure("line \(number): longer than 4 MiB; lines that long are refused")
                }
            }
            if finished {
                guard start < buffer.count, !skippingLongLine else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return try decode(line)
            }
            scanned = buffer.count - start
            buffer.removeFirst(start)
            start = 0
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { finished = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    private mutating func decode(_ bytes: ArraySlice<UInt8>) throws -> String {
        number += 1
        guard bytes.count <= Self.maximumBytes else {
            throw CommandFailure("line \(number): longer than 4 MiB; lines that long are refused")
        }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            let valid = Self.validPrefixLength(bytes)
            let byte = String(bytes[bytes.startIndex + valid], radix: 16, uppercase: true)
            throw CommandFailure("line \(number): not valid UTF-8 (byte 0x\(byte) at byte \(valid + 1))")
        }
        return line
    }

    /// How many bytes at the start of `bytes` are valid UTF-8.
    private static func validPrefixLength(_ bytes: ArraySlice<UInt8>) -> Int {
        var low = 0, high = bytes.count
        while low < high {
            let middle = (low + high + 1) / 2
            // A valid prefix may end inside a character; step back over continuation bytes.
            var end = bytes.startIndex + middle
            while end > bytes.startIndex, end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if String(validating: bytes[bytes.startIndex..<end], as: UTF8.self) != nil, end - bytes.startIndex == middle {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}
