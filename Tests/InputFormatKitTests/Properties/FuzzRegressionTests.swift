import Foundation
@testable import InputFormatFuzzer
import InputFormatKit
import InputFormatReplay
import Testing

/// The inputs libFuzzer found, kept in `Fixtures/fuzz`, run through the fuzz target (whose
/// checks are preconditions), and the behaviour each one pinned down.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    @Test("every kept fuzz input runs through the fuzz target's checks")
    func keptInputs() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0 != "README.md" }
        #expect(!names.isEmpty)
        for name in names {
            FuzzTarget.fuzzOneInput(Array(try Data(contentsOf: Self.directory.appendingPathComponent(name))))
        }
    }

    @Test("a key pressed ten times on a one-digit field: the first press deletes, the refusal of the rest is reported")
    func repeatedBackspace() throws {
        let formatter = AffixedFormatter(try CurrencyFormatter(locale: "ar_EG", currency: "EGP"), suffix: " / month",
                                         direction: .rightToLeft)
        var session = ReplaySession(formatter: formatter)
        session.run(.type("3"))
        let snapshot = session.run(.backspace(10))
        #expect(snapshot.text == "")
        #expect(snapshot.rejected)
        #expect(snapshot.reason == EditRejection.nothingToDelete.description)
    }
}
