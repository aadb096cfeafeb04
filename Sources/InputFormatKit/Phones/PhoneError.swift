/// Why a phone field cannot be set up.
///
/// ```swift
/// do { _ = try PhoneFormatter(region: "XX") } catch { print(error) }
/// // “XX” is not a region libphonenumber knows (use an ISO 3166 code such as US, DE, IN)
/// ```
public enum PhoneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The region code is not one of libphonenumber's regions.
    case unknownRegion(String)
    /// A pattern of the phone format table uses syntax the phone pattern reader does not read; the
    /// offset is in UTF-8 bytes.
    case malformedPattern(String, offset: Int)
    /// A line of the phone format table does not follow its grammar.
    case malformedTable(line: Int, reason: String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// PhoneError.unknownRegion("XX").description
    /// // “XX” is not a region libphonenumber knows (use an ISO 3166 code such as US, DE, IN)
    /// ```
    public var description: String {
        switch self {
        case let .unknownRegion(region):
            return "“\(region)” is not a region libphonenumber knows (use an ISO 3166 code such as US, DE, IN)"
        case let .malformedPattern(pattern, offset):
            return "the phone pattern “\(pattern)” cannot be read at offset \(offset)"
        case let .malformedTable(line, reason):
            return "line \(line) of the phone format table is malformed: \(reason)"
        }
    }
}
