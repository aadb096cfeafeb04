extension AsYouTypeGrouping {
    // What a grouping keeps between keystrokes: the grouping of the digits typed so far, to
    // continue from at the next keystroke rather than type every digit again.

    /// Whether `raw` is what a grouping types: ASCII digits, with an optional leading `+`, at
    /// most ``maximumTyped``.
    static func isTypeable(_ raw: String) -> Bool {
        var raw = raw
        return raw.withUTF8 { bytes in
            guard bytes.count <= maximumTyped, let first = bytes.first else { return bytes.isEmpty }
            return (first == plus || isDigit(first)) && bytes.dropFirst().allSatisfy(isDigit)
        }
    }

    /// The grouping after typing `raw` (ASCII digits, with an optional leading `+`: see
    /// ``isTypeable(_:)``) from empty.
    ///
    /// With `kept` (a field's own grouping of its digits before the edit, kept in its layout's
    /// memo), only the digits after the longest start of `raw` that `kept` or a grouping it
    /// continued from (``KeptGrouping/previous``) grouped are typed: typing at the end types one
    /// digit, a backspace at the end types none, an edit in the middle types the digits after
    /// it. Without (the stateless `apply(_:to:)`, which keeps nothing between keystrokes), every
    /// digit is typed.
    ///
    /// - Complexity: O(*k*) in the digits typed.
    static func grouping(of raw: String, region: String, table: PhoneFormatTable = .shared,
                         continuing kept: KeptGrouping? = nil) throws(PhoneError) -> KeptGrouping {
        assert(isTypeable(raw), "a grouping types digits with an optional leading +, at most \(maximumTyped)")
        let key = KeptGrouping.Key(table: ObjectIdentifier(table), region: region)
        let start = kept.flatMap { $0.key == key ? $0.longestStart(of: raw) : nil }
        if let start, start.raw.utf8.count == raw.utf8.count { return start }
        var grouping: AsYouTypeGrouping
        if let start { grouping = start.grouping } else { grouping = try AsYouTypeGrouping(region: region, table: table) }
        let typed = start?.raw.utf8.count ?? 0
        var bytes = raw
        bytes.withUTF8 { bytes in
            for offset in typed..<bytes.count {
                grouping.input(bytes[offset], showing: offset == bytes.count - 1)   // only the last digit's text is made
            }
        }
        return KeptGrouping(key: key, raw: raw, grouping: consume grouping, previous: start)
    }

    /// A grouping a field keeps with its layout (``RawLayout/memo``), to continue from at its
    /// next keystroke, after an undo or a redo, through affixes, and to read the value of its
    /// digits from: the one place a phone number's grouping state lives. A class, so that
    /// keeping it costs one reference.
    final class KeptGrouping: Sendable {
        /// What a grouping depends on besides the digits: the table and the default region.
        struct Key: Hashable, Sendable {
            let table: ObjectIdentifier
            let region: String
        }

        let key: Key
        let raw: String
        let grouping: AsYouTypeGrouping
        /// What the layout and the value read of the grouping, kept apart so that reading
        /// them does not copy it.
        let shown: [UInt8]
        let countryCode: Int?
        let nationalNumber: PhoneDigitBuffer
        /// The grouping this one continued from, of a start of ``raw``: a field's digits typed
        /// one by one keep a grouping for each start of the number, at most
        /// ``AsYouTypeGrouping/maximumTyped`` + 1 (the empty one too). Layouts kept for undo
        /// share these links.
        let previous: KeptGrouping?

        init(key: Key, raw: String, grouping: AsYouTypeGrouping, previous: KeptGrouping? = nil) {
            self.key = key
            self.raw = raw
            self.shown = grouping.shown
            self.countryCode = grouping.countryCode
            self.nationalNumber = grouping.nationalNumber
            self.grouping = grouping
            self.previous = previous
        }

        /// The longest of this grouping and those it continued from whose digits start `raw`;
        /// `nil` when none does.
        func longestStart(of raw: String) -> KeptGrouping? {
            var own = self.raw, raw = raw
            return own.withUTF8 { own in
                raw.withUTF8 { raw in
                    var shared = 0
                    while shared < own.count, shared < raw.count, own[shared] == raw[shared] { shared += 1 }
                    // Each one's digits start the next one's, so the first whose digits all lie in
                    // the start `raw` shares with this one's is the longest. (`raw` is typeable:
                    // ASCII digits after an optional `+`, so every byte ends a character.)
                    var candidate: KeptGrouping? = self
                    while let current = candidate {
                        if current.raw.utf8.count <= shared { return current }
                        candidate = current.previous
                    }
                    return nil
                }
            }
        }
    }
}
