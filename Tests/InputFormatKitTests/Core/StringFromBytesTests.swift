@testable import InputFormatKit
import Testing

@Suite("Strings made from bytes")
struct StringFromBytesTests {
    @Test("String(utf8:) makes the string String(decoding:as:) makes, ill-formed bytes repaired alike, short or long",
          arguments: [[], [0x35, 0x35, 0x35], [0x41, 0xFF, 0x42], [0xE2, 0x82], [0xC3], Array("(650) 253-2222 ext. 12345".utf8),
                      Array(repeating: 0xFF, count: 20) as [UInt8]])
    func matchesDecoding(bytes: [UInt8]) {
        let made = bytes.withUnsafeBufferPointer(String.init(utf8:))
        #expect(made == String(decoding: bytes, as: UTF8.self))
        #expect(Array(made.unicodeScalars) == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
    }
}
