/// The phone code's name for the library's one setup error: what the phone format table and
/// ``PhoneFormatter/init(region:)`` throw (``ConfigurationError/unknownRegion(_:)`` and the
/// table's own two cases).
typealias PhoneError = ConfigurationError
