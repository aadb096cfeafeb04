extension DateFieldFormatter {
    /// The Gregorian date and the fields typed, `nil` without digits.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "th_TH").value(raw: "25112569")?.gregorian?.year   // 2026
    /// ```
    ///
    /// - Complexity: reads at most the first `length` bytes of `raw` and one more; a whole date in a calendar other
    ///   than the Gregorian is converted by one ICU call.
    public func value(raw: String) -> TypedDate? {
        guard !raw.isEmpty else { return nil }
        if Self.isOpenText(raw) { return value(ofOpenText: raw) }
        var raw = withFourDigitYear(raw)
        return raw.withUTF8 { value(digits: $0.prefix(length + 1)) }
    }

    /// An open text that reads as a date becomes its digits, shown in the field's pattern
    /// (`Nov 25, 2026` is `11252026`, `11/25/2026`), unless they are more characters than it (a
    /// counter that stops at its limit never grows); other raw characters are kept (a year of
    /// two digits too: `25.11.26` stays as typed, reads as 2026 and shows as `25.11.2026`).
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "en_US").finished(raw: "Nov 25, 2026")   // "11252026"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`; an open text is read as a paste is.
    public func finished(raw: String) -> String {
        guard Self.isOpenText(raw), let digits = try? read(raw).digits, digits.count == length,
              digits.count <= raw.count else { return raw }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The text a finished field shows: its layout, with a year of two digits typed last shown
    /// as the year it stands for (`25.11.26` shows `25.11.2026`; the raw characters stay as
    /// typed, so that a counter never grows as editing ends).
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").finishedText(raw: "251126")   // "25.11.2026"
    /// ```
    ///
    /// - Complexity: that of ``finished(raw:)``, and O(*n*) to lay out the result.
    public func finishedText(raw: String) -> String {
        layout(raw: withFourDigitYear(finished(raw: raw))).text
    }

    /// `raw` with a year of two digits, typed last where the pattern ends with a year of four,
    /// made the year it stands for in the hundred years ICU's formats place it in (as a paste
    /// reads `25.11.26`); else `raw` (a pattern's own two-digit year, `yy`, stays two digits).
    func withFourDigitYear(_ raw: String) -> String {
        guard raw.utf8.count == length - 2, layoutPattern.yearWidth == 4, !Self.isOpenText(raw), layoutPattern.order.last == .year,
              let year = Self.number(raw.utf8.suffix(2)) else { return raw }
        return String(raw.dropLast(2)) + String(decoding: Self.asciiDigits(twoDigitYear(year), width: 4), as: UTF8.self)
    }

    /// ``value(raw:)`` of the raw digits' first `length` bytes and one more.
    private func value<Digits: RandomAccessCollection<UInt8>>(digits: Digits) -> TypedDate where Digits.Index == Int {
        assert(digits.startIndex == 0, "the raw digits from the first")
        func field(_ component: DatePattern.Component) -> (text: String, number: Int?) {
            let start = self.start(of: component), width = layoutPattern.width(of: component)
            let typed = max(0, min(width, digits.count - start))
            // The digits typed, then `?` for each not typed, written in place (a small string).
            let text = String.written(capacity: width) { text in
                for index in 0..<width { text.append(index < typed ? digits[start + index] : UInt8(ascii: "?")) }
            }
            return (text, typed == width ? Self.number(digits[start..<(start + width)]) : nil)
        }
        guard layoutPattern.hasDay, layoutPattern.yearWidth == 4 else { return value(ofShortDigits: digits, field: field) }
        let (day, month, year) = (field(.day), field(.month), field(.year))
        let partial = (year.text, month.text, day.text)
        let numbers = (day.number, month.number, year.number)
        guard digits.count == length, let d = day.number, let m = month.number, let y = year.number else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil,
                             validation: .incomplete)
        }
        let gregorian = y < 1 ? nil : isGregorian ? GregorianDate.valid(year: y, month: m, day: d) : icu.gregorian(year: y, month: m, day: d)
        guard let gregorian else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil, validation: .invalid)
        }
        let validation: DateValidation = if let minimum, gregorian < minimum { .beforeMinimum }
            else if let maximum, gregorian > maximum { .afterMaximum } else { .valid }
        return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: gregorian, validation: validation)
    }
}

extension DateFieldFormatter {
    /// ``value(raw:)`` of a field whose pattern has a year of two digits (`dd/MM/yy`) or no day
    /// (`MM/yy`, `y-MM`): the year whole, in the hundred years ICU's two-digit start places it in;
    /// a month and a year compared with the bounds' months.
    ///
    /// - Complexity: O(1); a whole date in a calendar other than the Gregorian is converted by one ICU call.
    fileprivate func value(ofShortDigits digits: some Collection<UInt8>,
                           field: (DatePattern.Component) -> (text: String, number: Int?)) -> TypedDate {
        let month = field(.month), typedYear = field(.year)
        let day = layoutPattern.hasDay ? field(.day) : (text: "", number: nil)
        var year = typedYear
        if layoutPattern.yearWidth == 2 {
            // The year whole once its two digits are typed (`26` is 2026); begun, `??2?`.
            year = typedYear.number.map { whole in
                let year = twoDigitYear(whole)
                return (String(decoding: Self.asciiDigits(year, width: 4), as: UTF8.self), year)
            } ?? ("??" + typedYear.text, nil)
        }
        let parts: TypedDate.Parts = layoutPattern.hasDay ? .yearMonthDay : .yearMonth
        let partial = (year.text, month.text, day.text)
        let numbers = (day.number, month.number, year.number)
        func made(_ gregorian: GregorianDate?, _ validation: DateValidation) -> TypedDate {
            TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: gregorian, validation: validation, parts: parts)
        }
        guard digits.count == length, let m = month.number, let y = year.number else {
            return made(nil, layoutPattern.hasDay ? .incomplete : .monthIncomplete)
        }
        guard layoutPattern.hasDay else {
            guard y >= 1, (1...12).contains(m) else { return made(nil, .monthInvalid) }
            let typed = MonthOfYear(year: y, month: m)
            if let minimum = boundMonths.minimum, typed < minimum { return made(nil, .beforeMinimum) }
            if let maximum = boundMonths.maximum, typed > maximum { return made(nil, .afterMaximum) }
            return made(nil, .valid)
        }
        guard let d = day.number,
              let gregorian = isGregorian ? GregorianDate.valid(year: y, month: m, day: d) : icu.gregorian(year: y, month: m, day: d)
        else { return made(nil, .invalid) }
        if let minimum, gregorian < minimum { return made(gregorian, .beforeMinimum) }
        if let maximum, gregorian > maximum { return made(gregorian, .afterMaximum) }
        return made(gregorian, .valid)
    }
}
