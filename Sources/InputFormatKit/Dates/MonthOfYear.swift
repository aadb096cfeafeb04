/// A month of a year in a date field's calendar: what a month–year field (`MM/yy`, `y-MM`)
/// compares with its range's bounds, whose days it leaves aside.
///
/// ```swift
/// MonthOfYear(year: 2026, month: 11) < MonthOfYear(year: 2027, month: 1)   // true
/// ```
struct MonthOfYear: Sendable, Hashable, Comparable {
    let year: Int
    let month: Int

    static func < (lhs: MonthOfYear, rhs: MonthOfYear) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
