import Foundation
@testable import InputFormatKit
import Testing

/// What the README, the changelog, the catalog and the doc comments say of the number of
/// built-in languages is the number there are: a language added to the String Catalog fails
/// here until each count is written anew.
@Suite("Counts of languages in the documentation")
struct LanguageCountTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README, the changelog, the catalog's articles and the library's sources (not the
    /// generated translations, which are the languages themselves).
    static func documents() throws -> [URL] {
        var documents = [root.appendingPathComponent("README.md"), root.appendingPathComponent("CHANGELOG.md")]
        let sources = root.appendingPathComponent("Sources/InputFormatKit")
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return documents }
        for case let file as URL in files where ["md", "swift"].contains(file.pathExtension)
            && !file.path.contains("/Messages/Translations/") {
            documents.append(file)
        }
        return documents
    }

    @Test("every \"N languages\" and \"English and N other languages\" is the number of built-in tables")
    func countsMatchTheTables() throws {
        let total = Translation.all.count
        let counted = try NSRegularExpression(pattern: #"(English and )?(\d+) (other )?languages"#)
        var found = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in counted.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let number = Int(text[Range(match.range(at: 2), in: text)!])!
                let others = match.range(at: 1).location != NSNotFound || match.range(at: 3).location != NSNotFound
                #expect(number == (others ? total - 1 : total),
                        "\(document.lastPathComponent): “\(text[Range(match.range, in: text)!])”, with \(total) built-in tables")
                found += 1
            }
        }
        // The README and the catalog say it: a count that is no longer found is a test of nothing.
        #expect(found >= 8)
    }
}
