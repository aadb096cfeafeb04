import ArgumentParser
import InputFormatKit

/// How an amount's or a number's digits are entered (``AmountEntry``): the options shared by
/// `format currency`, `format number`, `replay` and `demo`.
struct AmountEntryOptions: ParsableArguments {
    @Flag(name: .customLong("fixed-fraction"),
          help: "Show the fraction while typing too: 56 typed shows 56.00, its zeros typed over (the currency's minor units, or all of --fraction-digits).")
    var fixedFraction = false

    @Flag(name: .customLong("minor-units-first"),
          help: "Fill the digits from the right, as a till does: 1234 typed is 12.34 (the currency's minor units, or --fraction-digits).")
    var minorUnitsFirst = false

    /// One way of entering digits at most.
    func validate() throws {
        if fixedFraction, minorUnitsFirst {
            throw ValidationError("--fixed-fraction and --minor-units-first each say how digits are entered: give one of them")
        }
    }

    /// The entry these options name.
    var entry: AmountEntry { minorUnitsFirst ? .minorUnitsFirst : fixedFraction ? .fixedFraction : .asTyped }

    /// The options of these given on the command line, for a command that drives another kind
    /// of field and must not ignore them silently.
    var given: [String] {
        [("--fixed-fraction", fixedFraction), ("--minor-units-first", minorUnitsFirst)].filter(\.1).map(\.0)
    }
}
