import InputFormatKit
import InputFormatReplay
import Testing

/// The minimal failing sequences the property tests found, replayed: each must now hold every
/// invariant (`Fixtures/regressions/README.md` lists what each one caught).
@Suite("Regression fixtures")
struct RegressionFixtureTests {
    @Test("every saved failing sequence now holds the invariants")
    func replay() throws {
        let fixtures = try RegressionFixture.all()
        // The folder holds the fixtures of the README's table and those found since: a folder
        // missing or emptied fails here rather than checking nothing.
        #expect(fixtures.count >= 20, "Fixtures/regressions holds \(fixtures.count) fixtures")
        for fixture in fixtures {
            let outcome = try fixture.configuration.visit(FieldInvariants(recorded: fixture.steps, counter: fixture.configuration.counter))
            #expect(outcome.failures.isEmpty, "\(fixture.configuration): \(outcome.failures)")
            #expect(outcome.edits == fixture.steps.count)
        }
    }

    @Test("a step written as a protocol line reads back as the same step", arguments: [
        SessionStep.type("\"\u{0}é"), .paste("1\n2"), .backspace(3), .deleteForward(1), .select(1..<4),
        .replace(0..<2, with: "9"), .focus, .blur, .clear,
    ])
    func stepRoundTrip(step: SessionStep) throws {
        #expect(try SessionStep(jsonLine: step.jsonLine) == step)
    }
}
