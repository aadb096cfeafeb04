extension AsYouTypeGrouping {
    // The text a grouping shows after each digit, made from its state (only for a digit that
    // is shown: digits typed in a row show only the last one's text).

    /// The text shown after the last digit.
    var text: String { String(decoding: shown, as: UTF8.self) }

    /// The prefix, then the template up to its last filled slot, its slots filled (the mask
    /// engine's layout), for the text shown: nothing when the digit is not shown.
    var shownTemplate: [UInt8] {
        guard showing else { return [] }
        guard let template = templateFormat?.template, let last = templateFill.indices.last else {
            return shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 1)
        }
        var shown = shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 2 + template.slotOffsets[last])
        templateFill.withBytes { template.appendFilled($0, to: &shown) }
        return shown
    }

    /// The digits as typed, for the text shown: nothing when the digit is not shown.
    var shownDigits: [UInt8] { showing ? Array(accruedDigits) : [] }

    /// The prefix and `national` as typed, for the text shown: nothing when the digit is not shown.
    func shownNationalNumber(_ national: some Sequence<UInt8>) -> [UInt8] {
        guard showing else { return [] }
        var result = shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 1 + national.underestimatedCount)
        result.append(contentsOf: national)
        return result
    }

    /// The prefix before the national number as the text shows it (with the space after a
    /// national prefix that takes one), in an array of at least `capacity`.
    func shownPrefix(reservingCapacity capacity: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(capacity)
        guard !prefixBeforeNationalNumber.isEmpty else { return result }
        prefixBeforeNationalNumber.withBytes { result.append(contentsOf: $0) }
        if spaceAfterNationalPrefix, result.last != Self.space { result.append(Self.space) }
        return result
    }
}
