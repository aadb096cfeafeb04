/// A phone number field for a region: digits grouped as the user types them, the way
/// libphonenumber's as-you-type formatter groups them (national prefix, area codes of
/// different lengths, mobile and fixed-line formats), in the national format, or in the
/// international format of whatever country `+` and a calling code name.
///
/// - Digits of any script are accepted and stored as ASCII; `+` only at the start.
/// - Where no format fits, the digits stay ungrouped — never dropped.
/// - Pasted numbers keep their digits and a leading `+`; spaces, dashes, dots, brackets, slashes
///   and bidi marks are left out, and so is the `(0)` of `+49 (0)30…`; a letter is refused
///   (vanity numbers are not spelled out).
/// - At most ``maximumDigits`` digits: no number, with dialling prefix and calling code, is
///   longer.
/// - The caret stays after the same digit when the grouping changes, by the shared mechanism.
///
/// ```swift
/// var field = InputField(formatter: try PhoneFormatter(region: "US"))
/// field.type("6502532222")
/// field.text.description   // "(650) 253-2222|"
/// field.clear(); field.type("+442070313000")
/// field.text.description   // "+44 20 7031 3000|"
/// field.value?.region      // "GB"
/// ```
public struct PhoneFormatter: ValidatingFormatter, BuiltInFormatter {
    /// The region whose national format digits typed without `+` take.
    public let region: String
    /// The most digits a field takes.
    public static let maximumDigits = 20
    /// The release of libphonenumber whose formats numbers are grouped by while they are typed.
    ///
    /// ```swift
    /// PhoneFormatter.formatsVersion   // "9.0.43"
    /// ```
    public static var formatsVersion: String { PhoneFormatTable.sourceVersion }
    /// The region's numbering plan, and the plan whose formats it uses (its calling code's main
    /// region's), read once.
    private let plan: PhoneNumberingPlan
    private let formattingPlan: PhoneNumberingPlan

    /// A phone field for a region (ISO 3166 code, any case); throws ``ConfigurationError/unknownRegion(_:)`` for a region
    /// libphonenumber does not know.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "de")   // German numbers; region "DE"
    /// ```
    ///
    /// - Complexity: the process's first phone formatter reads the format table (tens of milliseconds), the first of a
    ///   region parses its numbering plan and its calling code's main region's (about a millisecond); all are kept, and
    ///   later formatters look them up.
    public init(region: String) throws(ConfigurationError) {
        let table = PhoneFormatTable.shared
        let plan = try table.plan(region: region)
        self.region = plan.region
        self.plan = plan
        self.formattingPlan = try table.formattingPlan(region: region)
    }

    // MARK: InputFormatter

    /// The digits and leading `+` of a text; everything else is left out.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").rawText(of: "+1 650-253-2222")   // "+16502532222"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func rawText(of text: String) -> String {
        var raw = ""
        for character in text {
            if let digit = Self.asciiDigit(character) {
                raw.append(digit)
            } else if Self.isPlus(character), raw.isEmpty {
                raw.append("+")
            }
        }
        return raw
    }

    /// The digits grouped as libphonenumber's as-you-type formatter groups them.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "DE").layout(raw: "030123456").text   // "030 123456"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`, every digit typed into the grouping afresh.
    public func layout(raw: String) -> RawLayout {
        layout(raw: raw, grouping: grouping(of: raw, continuing: nil))
    }

    /// The digits grouped continuing from the grouping `previous` keeps, or one it continued
    /// from: undoing the last digits finds their grouping kept, redoing them types only them.
    ///
    /// - Complexity: O(*n*) in the length of `raw`; only the digits after the longest start of it that the kept
    ///   grouping typed are typed into the grouping again.
    func layout(raw: String, continuing previous: RawLayout) -> RawLayout {
        layout(raw: raw, grouping: grouping(of: raw, continuing: Self.kept(previous.memo, for: nil).grouping))
    }

    /// An edit, and the digits it leaves grouped continuing from the longest start of them that
    /// the grouping of `layout` keeps, or one it continued from, grouped: typing at the end
    /// types one digit more, an edit in the middle the digits after it.
    ///
    /// Keys typed at the end that leave the digits as they are (a space, `ext.`) are kept in the
    /// layout's memo (``TypedPhoneKeys``): a digit that would follow them as an extension's
    /// (`ext. 1`, `x1`, `;ext=1`, ``PhoneExtension``) is refused, never joined to the number.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text; only the digits after the edit are typed
    ///   into the grouping again.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let (kept, keysAfter) = Self.kept(layout.memo, for: raw)
        guard case let .keystroke(key) = input, range.isEmpty, range.lowerBound == raw.utf8.count, !raw.isEmpty else {
            return replace(range, in: raw, with: input).whenReplaced { newRaw in
                layout = self.layout(raw: newRaw, grouping: grouping(of: newRaw, continuing: kept))
            }
        }
        // A digit right after the number's digits begins no extension: only one after other keys
        // is looked at.
        if !keysAfter.isEmpty, Self.asciiDigit(key) != nil, case let after = "0" + keysAfter + String(key),
           let start = PhoneExtension.start(in: after) {
            layout.memo = TypedPhoneKeys(raw: raw, afterNumber: keysAfter + String(key), grouping: kept)
            return .rejected(.phoneExtension(Self.quoted(String(after[start...]))))
        }
        let edit = replace(range, in: raw, with: input)
        if case let .replaced(newRaw, _) = edit {
            // A key typed at the end that is taken adds a digit or the `+`.
            layout = self.layout(raw: newRaw, grouping: grouping(of: newRaw, continuing: kept))
        } else {
            // The digits stay: the key is kept with the keys after them.
            layout.memo = TypedPhoneKeys(raw: raw, afterNumber: keysAfter + String(key), grouping: kept)
        }
        return edit
    }

    /// What a layout's memo keeps: the grouping (itself, or beside the keys typed after the
    /// number), and those keys where they were typed after `raw` (else none). One cast in the
    /// common case, where the memo is the grouping.
    static func kept(_ memo: (any AnyObject & Sendable)?, for raw: String?)
        -> (grouping: AsYouTypeGrouping.KeptGrouping?, keysAfter: String) {
        if let grouping = memo as? AsYouTypeGrouping.KeptGrouping { return (grouping, "") }
        guard let keys = memo as? TypedPhoneKeys else { return (nil, "") }
        return (keys.grouping, keys.raw == raw ? keys.afterNumber : "")
    }

    /// The as-you-type grouping of `raw`, `nil` when it is not digits with an optional leading `+`.
    private func grouping(of raw: String, continuing kept: AsYouTypeGrouping.KeptGrouping?) -> AsYouTypeGrouping.KeptGrouping? {
        guard AsYouTypeGrouping.isTypeable(raw) else { return nil }
        return try? AsYouTypeGrouping.grouping(of: raw, region: region, continuing: kept)
    }

    private func layout(raw: String, grouping kept: AsYouTypeGrouping.KeptGrouping?) -> RawLayout {
        if let kept {
            // Each raw character is the next digit or `+` of the text; the rest is grouping.
            var rawBytes = raw
            var offsets: [Int] = []
            // Reserved and appended: an array made uninitialized goes through unspecialized code.
            offsets.reserveCapacity(rawBytes.utf8.count)
            rawBytes.withUTF8 { rawBytes in
                for (offset, byte) in kept.shown.enumerated() where offsets.count < rawBytes.count && byte == rawBytes[offsets.count] {
                    offsets.append(offset)
                }
            }
            if offsets.count == raw.utf8.count {
                // The grouped text is ASCII without control characters (the table's outputs and
                // templates are checked when read), one UTF-16 unit a byte.
                return RawLayout(asciiText: String(utf8: kept.shown), utf16Count: kept.shown.count,
                                 slotOffsets: offsets, count: offsets.count, memo: kept)
            }
        }
        // Never lose a digit: should the grouping ever leave one out, show them as typed.
        return RawLayout(text: raw, rawSpans: (0..<raw.utf16.count).map { $0..<($0 + 1) })
    }

    /// Applies an edit to the digits by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case .deletion:
            inserted = ""
        case let .keystroke(character):
            if let digit = Self.asciiDigit(character) {
                inserted = String(digit)
            } else if Self.isPlus(character) {
                inserted = "+"
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            switch Self.read(text) {
            case let .failure(reason): return .rejected(reason)
            case let .success(read): inserted = read
            }
        }
        return .splicing(inserted, into: raw, at: range, checking: Self.rejection(of:))
    }

    /// Why the raw characters an edit leaves are refused: a `+` after the first character, or
    /// more digits than a number has; `nil` when they are not.
    private static func rejection(of raw: String) -> EditRejection? {
        var raw = raw
        return raw.withUTF8 { bytes in
            // A number's raw characters are ASCII, one byte each.
            let plus = UInt8(ascii: "+")
            var digits = 0
            for (index, byte) in bytes.enumerated() {
                if byte != plus {
                    digits += 1
                } else if index > 0 {
                    return .plusNotAtStart
                }
            }
            return digits > maximumDigits ? .tooManyDigits(maximum: maximumDigits) : nil
        }
    }

    /// The number the digits make, with its region and validation; `nil` when there are none (or
    /// when `raw` holds characters other than digits and a leading `+`, which a phone field never
    /// keeps). More digits than any number has (a text set from outside the field) make a number
    /// that is too long.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").value(raw: "6502532222")?.validation   // .valid
    /// try PhoneFormatter(region: "US").value(raw: String(repeating: "6", count: 25))?.validation   // .tooLong
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`: every digit is typed into the grouping afresh, and the number
    ///   checked against its region's patterns.
    public func value(raw: String) -> PhoneNumber? {
        guard !raw.isEmpty else { return nil }
        if let kept = grouping(of: raw, continuing: nil) { return value(raw: raw, grouping: kept) }
        // Longer than the grouping types: the first digits give the calling code and region,
        // and the rest belongs to the national number.
        let typeable = String(decoding: raw.utf8.prefix(AsYouTypeGrouping.maximumTyped), as: UTF8.self)
        guard raw.utf8.count > AsYouTypeGrouping.maximumTyped, raw.utf8.dropFirst().allSatisfy(DecimalDigit.isASCII),
              let kept = grouping(of: typeable, continuing: nil), let start = value(raw: typeable, grouping: kept)
        else { return nil }
        return PhoneNumber(digits: raw, countryCode: start.countryCode,
                           nationalNumber: start.nationalNumber + String(decoding: raw.utf8.dropFirst(typeable.utf8.count), as: UTF8.self),
                           region: start.region, validation: .tooLong)
    }

    /// The number of the digits laid out as `layout`: read from the grouping the layout keeps,
    /// without grouping them again.
    ///
    /// - Complexity: O(*n*) in the length of `raw`, read from the grouping the layout keeps without typing a digit
    ///   again; as `value(raw:)` without one.
    func value(raw: String, laidOutAs layout: RawLayout) -> PhoneNumber? {
        guard let kept = Self.kept(layout.memo, for: nil).grouping, kept.raw == raw, kept.key.region == region,
              kept.key.table == ObjectIdentifier(PhoneFormatTable.shared), !raw.isEmpty else { return value(raw: raw) }
        return value(raw: raw, grouping: kept)
    }

    /// The number of `raw`, digits a grouping typed (so at most ``AsYouTypeGrouping/maximumTyped``),
    /// grouped as `grouping`.
    private func value(raw: String, grouping: AsYouTypeGrouping.KeptGrouping) -> PhoneNumber? {
        let table = PhoneFormatTable.shared
        if let code = grouping.countryCode {
            return Self.number(digits: raw, countryCode: code, national: grouping.nationalNumber, plans: table.plans(countryCode: code))
        }
        let digits = PhoneDigitBuffer(raw.utf8)
        let diallingPrefixTyped = digits.count >= 3 && formattingPlan.internationalPrefix?.matchesStart(digits) == true
        if digits.first == UInt8(ascii: "+") || diallingPrefixTyped {
            // `+` or a dialling prefix typed, the calling code not yet.
            return PhoneNumber(digits: raw, countryCode: nil, nationalNumber: "", region: nil, validation: .incomplete)
        }
        let national = Self.nationalSignificantNumber(digits, plan: formattingPlan)
        return Self.number(digits: raw, countryCode: plan.countryCode, national: national, plans: CollectionOfOne(plan))
    }

    /// The national significant number of nationally typed digits: the national prefix (and
    /// carrier code) set apart as libphonenumber's as-you-type formatter sets it apart.
    static func nationalSignificantNumber(_ digits: PhoneDigitBuffer, plan: PhoneNumberingPlan) -> Slice<PhoneDigitBuffer> {
        var start = 0
        if plan.startsWithNorthAmericanNationalPrefix(digits) {
            start = 1
        } else if digits.count >= 3, let end = plan.nationalPrefixForParsing?.prefixMatchEnd(digits), end > 0 {
            start = end
        }
        return digits[start...]
    }

    /// The number's region and validation among the plans of its calling code.
    static func number<National: RandomAccessCollection<UInt8>>(
        digits: String, countryCode: Int, national: National, plans: some Collection<PhoneNumberingPlan>
    ) -> PhoneNumber where National.Index == Int {
        let bytes = PhoneDigitBuffer(national)
        let shortest = plans.lazy.compactMap(\.shortestLength).min() ?? 1
        let longest = plans.lazy.compactMap(\.longestLength).max()
        let region: String?
        if plans.count == 1 {
            region = plans.first?.region
        } else {
            region = plans.first { plan in plan.leadingDigits?.matchesStart(bytes) ?? false }?.region
                ?? plans.first { $0.isValid(bytes) }?.region
        }
        let validation: PhoneNumberValidation
        if bytes.isEmpty || bytes.count < shortest {
            validation = .incomplete
        } else if bytes.count > (longest ?? Int.max) {
            validation = .tooLong
        } else if plans.contains(where: { $0.isValid(bytes) }) {
            validation = .valid
        } else if bytes.count < (longest ?? 0) {
            validation = .incomplete
        } else {
            validation = .invalid
        }
        return PhoneNumber(digits: digits, countryCode: countryCode, nationalNumber: bytes.withBytes(String.init(utf8:)),
                           region: region, validation: validation)
    }
}
