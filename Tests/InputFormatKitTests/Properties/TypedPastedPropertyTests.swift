import Testing

extension InvariantPropertyTests {
    /// Caret rule 7: typed key by key or pasted, a text gives the same value (unless a key or
    /// the paste is refused with its reason, or the field is a listed exception), in every
    /// field the other properties draw (``draws``), with their affixes and counters. Amounts and
    /// numbers, dates and times are held to it strictly, with texts ICU's C API writes
    /// (``ICUWrittenAmounts``, ``ICUWrittenDates``, ``ICUWrittenTimes``,
    /// ``ICUWrittenDurations``): a refused paste agrees
    /// only with keys that leave no value.
    @Test("typed and pasted, the same text gives the same value")
    func typedAndPasted() throws {
        try PropertyRun.check("typed and pasted", property: .typedAndPasted) { random in
            let configuration = Self.draws[random.next(Self.draws.count)](&random)
            return (configuration, Self.codes(&random))
        }
        let tally = ICUWrittenAmounts.tally()
        print("typed and pasted texts written by ICU, by notation: "
              + ICUWrittenAmounts.notations.map { "\($0) \(tally[$0, default: 0])" }.joined(separator: ", "))
        let dates = ICUWrittenDates.tally()
        print("typed and pasted dates written by ICU, by notation: "
              + ICUWrittenDates.notations.map { "\($0) \(dates[$0, default: 0])" }.joined(separator: ", "))
        let times = ICUWrittenTimes.tally()
        print("typed and pasted times written by ICU, by notation: "
              + ICUWrittenTimes.notations.map { "\($0) \(times[$0, default: 0])" }.joined(separator: ", "))
        let durations = ICUWrittenDurations.tally()
        print("typed and pasted durations written by ICU, by notation: "
              + ICUWrittenDurations.notations.map { "\($0) \(durations[$0, default: 0])" }.joined(separator: ", "))
    }
}

extension PropertyRun.Property {
    /// ``TypedPastedAgreement``; a failure is not saved as a regression fixture (those replay
    /// the invariants), its message says how to replay it.
    static let typedAndPasted = PropertyRun.Property(run: { configuration, codes in
        try configuration.visit(TypedPastedAgreement(codes: codes))
    }, savesFixture: false)
}
