extension AsYouTypeGrouping {
    /// The formats a grouping still considers (libphonenumber's possible formats): members of
    /// one of a plan's format lists, in the list's order, kept as a bit set over its positions so
    /// that collecting and narrowing them allocates nothing. A list has at most
    /// ``PhoneNumberingPlan/maximumFormats`` formats.
    struct FormatSet: Sequence, Sendable {
        /// The list the members are taken from.
        private var list: [PhoneNumberFormat] = []
        /// Bit `i` is set when `list[i]` is a member.
        private var members: UInt64 = 0

        init() {}

        /// The formats of `list` that `isIncluded` accepts.
        init(_ list: [PhoneNumberFormat], where isIncluded: (PhoneNumberFormat) -> Bool) {
            precondition(list.count <= PhoneNumberingPlan.maximumFormats, "a plan has at most \(PhoneNumberingPlan.maximumFormats) formats")
            self.list = list
            for (index, format) in list.enumerated() where isIncluded(format) { members |= 1 << UInt64(index) }
        }

        var isEmpty: Bool { members == 0 }
        var count: Int { members.nonzeroBitCount }
        /// The first member in the list's order.
        var first: PhoneNumberFormat? { isEmpty ? nil : list[members.trailingZeroBitCount] }

        mutating func removeFirst() {
            members &= members &- 1
        }

        mutating func removeAll(where isRemoved: (PhoneNumberFormat) -> Bool) {
            var rest = members
            while rest != 0 {
                let index = rest.trailingZeroBitCount
                rest &= rest &- 1
                if isRemoved(list[index]) { members &= ~(1 << UInt64(index)) }
            }
        }

        func makeIterator() -> Iterator { Iterator(list: list, members: members) }

        struct Iterator: IteratorProtocol {
            fileprivate let list: [PhoneNumberFormat]
            fileprivate var members: UInt64

            mutating func next() -> PhoneNumberFormat? {
                guard members != 0 else { return nil }
                let index = members.trailingZeroBitCount
                members &= members &- 1
                return list[index]
            }
        }
    }
}
