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
public struct PhoneFormatter: InputFormatter {
    /// The region whose national format digits typed without `+` take.
    public let region: String
    /// The most digits a field takes.
    public static let maximumDigits = 20

    /// A phone field for a region (ISO 3166 code, any case); throws ``ConfigurationError/unknownRegion(_:)`` for a region
    /// libphonenumber does not know.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "de")   // German numbers; region "DE"
    /// ```
    public init(region: String) throws(ConfigurationError) {
        let plan = try PhoneFormatTable.shared.plan(region: region)
        self.region = plan.region
    }

    // MARK: InputFormatter

    /// The digits and leading `+` of a text; everything else is left out.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").rawText(of: "+1 650-253-2222")   // "+16502532222"
    /// ```
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
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        layout(raw: raw, grouping: try? AsYouTypeGrouping.text(of: raw, region: region))
    }

    /// The digits grouped, continuing from the grouping `previous` keeps when these digits
    /// start with its (typing at the end), so that a keystroke types one digit more.
    @_spi(FormatterAuthoring) public func layout(raw: String, after previous: RawLayout) -> RawLayout {
        let kept = previous.memo as? AsYouTypeGrouping.KeptGrouping
        return layout(raw: raw, grouping: try? AsYouTypeGrouping.text(of: raw, region: region, continuing: kept))
    }

    private func layout(raw: String, grouping: AsYouTypeGrouping?) -> RawLayout {
        let text = grouping?.text ?? raw
        // Each raw character is the next digit or `+` of the text; the rest is grouping.
        var spans: [Range<Int>] = []
        spans.reserveCapacity(raw.utf8.count)
        var rawBytes = raw.utf8.makeIterator()
        var expected = rawBytes.next()
        var offset = 0
        for unit in text.utf16 {
            if let wanted = expected, unit == UInt16(wanted) {
                spans.append(offset..<(offset + 1))
                expected = rawBytes.next()
            }
            offset += 1
        }
        guard expected == nil, spans.count == raw.utf8.count else {
            // Never lose a digit: should the grouping ever leave one out, show them as typed.
            return RawLayout(text: raw, rawSpans: (0..<raw.utf16.count).map { $0..<($0 + 1) })
        }
        var layout = RawLayout(text: text, rawSpans: spans)
        if let grouping {
            layout.memo = AsYouTypeGrouping.KeptGrouping(table: ObjectIdentifier(PhoneFormatTable.shared), region: region,
                                                         raw: raw, grouping: grouping)
        }
        return layout
    }

    /// Applies an edit to the digits by the rules in the type's documentation.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let inserted: [Character]
        switch input {
        case .deletion:
            inserted = []
        case let .keystroke(character):
            if let digit = Self.asciiDigit(character) {
                inserted = [digit]
            } else if Self.isPlus(character) {
                inserted = ["+"]
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            switch Self.read(text) {
            case let .failure(reason): return .rejected(reason)
            case let .success(read): inserted = read
            }
        }
        let insertedText = String(inserted)
        if raw.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }), range.lowerBound >= 0, range.upperBound <= raw.utf8.count {
            // ASCII digits (and `+`), as a phone number's raw characters are: spliced as bytes,
            // with the same checks as below, without breaking the text into graphemes.
            let utf8 = raw.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
            var result = String(raw[..<lower])
            result += insertedText
            result += raw[upper...]
            if result.utf8.dropFirst().contains(UInt8(ascii: "+")) { return .rejected(.plusNotAtStart) }
            if result.utf8.count(where: { $0 != UInt8(ascii: "+") }) > Self.maximumDigits {
                return .rejected(.tooManyDigits(maximum: Self.maximumDigits))
            }
            let caret = range.lowerBound + insertedText.utf8.count
            return .replaced(raw: result, selection: caret..<caret)
        }
        return .splicing(insertedText, into: raw, at: range) { result in
            if result.dropFirst().contains("+") { return .plusNotAtStart }
            if result.count(where: { $0 != "+" }) > Self.maximumDigits { return .tooManyDigits(maximum: Self.maximumDigits) }
            return nil
        }
    }

    /// The number the digits make, with its region and check; `nil` when there are none.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "US").value(raw: "6502532222")?.check   // .valid
    /// ```
    public func value(raw: String) -> PhoneNumber? {
        guard !raw.isEmpty else { return nil }
        let table = PhoneFormatTable.shared
        guard let grouping = try? AsYouTypeGrouping.text(of: raw, region: region) else { return nil }
        if let code = grouping.countryCode {
            let national = String(decoding: grouping.nationalNumber, as: UTF8.self)
            let candidates = table.regions(countryCode: code)
            let plans = candidates.compactMap { candidate in
                candidate == "001" ? table.nonGeographicPlan(countryCode: code) : try? table.plan(region: candidate)
            }
            return Self.number(digits: raw, countryCode: code, national: national, plans: plans)
        }
        guard let plan = try? table.plan(region: region), let formatting = try? table.formattingPlan(region: region) else { return nil }
        let diallingPrefixTyped = raw.utf8.count >= 3 && formatting.internationalPrefix?.prefixMatchEnd(Array(raw.utf8)) != nil
        if raw.hasPrefix("+") || diallingPrefixTyped {
            // `+` or a dialling prefix typed, the calling code not yet.
            return PhoneNumber(digits: raw, countryCode: nil, nationalNumber: "", region: nil, check: .incomplete)
        }
        let national = Self.nationalSignificantNumber(Array(raw.utf8), plan: formatting)
        let number = Self.number(digits: raw, countryCode: plan.countryCode, national: national, plans: [plan])
        return PhoneNumber(digits: raw, countryCode: plan.countryCode, nationalNumber: national, region: region, check: number.check)
    }

    // MARK: Reading

    /// Reads pasted text: digits of any script and a leading `+` (or the full-width `＋`) are
    /// kept; spaces, punctuation, symbols and format characters are left out; a letter or any
    /// other character is refused.
    ///
    /// In an international number, a trunk prefix written `(0)` after the calling code
    /// (`+49 (0)30 123456`) is not dialled, so it is left out.
    static func read(_ text: String) -> Result<[Character], EditRejection> {
        var raw: [Character] = []
        var text = Substring(text)
        if let plus = text.firstIndex(where: { !$0.isWhitespace }), isPlus(text[plus]),
           let trunk = text.firstRange(of: "(0)") {
            text.removeSubrange(trunk)
        }
        for character in text {
            if let digit = asciiDigit(character) {
                raw.append(digit)
                continue
            }
            if isPlus(character) {
                guard raw.isEmpty else { return .failure(.plusNotAtStart) }
                raw.append("+")
                continue
            }
            guard let scalar = character.unicodeScalars.first else { continue }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .format, .otherPunctuation, .dashPunctuation, .openPunctuation,
                 .closePunctuation, .connectorPunctuation, .initialPunctuation, .finalPunctuation,
                 .mathSymbol, .modifierSymbol:
                continue
            default:
                if character.isWhitespace { continue }
                return .failure(.characterNotAccepted(character))
            }
        }
        return .success(raw)
    }

    static func asciiDigit(_ character: Character) -> Character? {
        DecimalDigit.ascii(of: character)
    }

    static func isPlus(_ character: Character) -> Bool {
        character == "+" || character == "＋"
    }

    /// The national significant number of nationally typed digits: the national prefix (and
    /// carrier code) set apart as libphonenumber's as-you-type formatter sets it apart.
    static func nationalSignificantNumber(_ digits: [UInt8], plan: PhoneNumberingPlan) -> String {
        var start = 0
        if plan.countryCode == 1, digits.count >= 2, digits[0] == UInt8(ascii: "1"),
           digits[1] != UInt8(ascii: "0"), digits[1] != UInt8(ascii: "1") {
            start = 1
        } else if digits.count >= 3, let end = plan.nationalPrefixForParsing?.prefixMatchEnd(digits), end > 0 {
            start = end
        }
        return String(decoding: digits[start...], as: UTF8.self)
    }

    /// The number's region and check among the plans of its calling code.
    static func number(digits: String, countryCode: Int, national: String, plans: [PhoneNumberingPlan]) -> PhoneNumber {
        let bytes = Array(national.utf8)
        let lengths = plans.flatMap(\.possibleLengths)
        let region: String?
        if plans.count == 1 {
            region = plans[0].region
        } else {
            region = plans.first { plan in plan.leadingDigits.map { $0.prefixMatchEnd(bytes) != nil } ?? false }?.region
                ?? plans.first { $0.isValid(bytes) }?.region
        }
        let check: PhoneNumberCheck
        if bytes.isEmpty || bytes.count < (lengths.min() ?? 1) {
            check = .incomplete
        } else if bytes.count > (lengths.max() ?? Int.max) {
            check = .tooLong
        } else if plans.contains(where: { $0.isValid(bytes) }) {
            check = .valid
        } else if bytes.count < (lengths.max() ?? 0) {
            check = .incomplete
        } else {
            check = .invalid
        }
        return PhoneNumber(digits: digits, countryCode: countryCode, nationalNumber: national, region: region, check: check)
    }
}
