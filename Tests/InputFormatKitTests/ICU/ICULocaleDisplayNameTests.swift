@_spi(Internals) import InputFormatKit
import Testing

/// ICU's names of locales in a reader's language (`ICULocale.displayName(of:in:)`), which
/// `inputfmt demo` shows instead of locale identifiers.
@Suite("ICU: locale display names")
struct ICULocaleDisplayNameTests {
    @Test("a locale's name is its language's, then its region's", arguments: [
        ("de_DE", "de", "Deutsch (Deutschland)"), ("de_DE", "fr", "allemand (Allemagne)"),
        ("en_US", "de", "Englisch (Vereinigte Staaten)"), ("sr_Latn_RS", "en", "Serbian (Latin, Serbia)"),
        ("fr_CA", "en", "French (Canada)"), ("de", "de", "Deutsch"),
    ])
    func displayName(locale: String, language: String, name: String) {
        #expect(ICULocale.displayName(of: locale, in: language) == name)
    }

    @Test("no name where ICU would only repeat the code or fall back to the default locale")
    func noName() {
        #expect(ICULocale.displayName(of: "xx_YY", in: "de") == nil)
        #expect(ICULocale.displayName(of: "de_DE", in: "tlh") == nil)
    }

    @Test("a name longer than the first buffer is read whole")
    func longName() throws {
        let name = try #require(ICULocale.displayName(of: "en_US_POSIX@calendar=gregorian;collation=phonebook", in: "de"))
        #expect(name.utf16.count > 64, "\(name)")
        #expect(name.hasPrefix("Englisch (Vereinigte Staaten"), "\(name)")
    }
}
