/// Values the whole process shares, made once per key (the ICU objects of a locale) and kept up
/// to a bound; past it, a new key's value is made for each use and not kept, so that no run of
/// keys can grow the cache.
///
/// A value is made outside the lock, so a slow ICU call never holds up other threads; when two
/// threads make the same key at once, both get the first one kept.
///
/// ```swift
/// let calendars = SharedCache<String, ICUCalendar>(bound: 32)
/// let persian = try calendars.value(for: "fa_IR") { () throws(ICUError) in try ICUCalendar(locale: "fa_IR") }
/// ```
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let kept = Locked<[Key: Value]>([:])
    /// How many keys are kept at most.
    let bound: Int

    init(bound: Int) { self.bound = bound }

    /// How many keys are kept now.
    var count: Int { kept.withLock(\.count) }

    /// The value kept for `key`, or the one `make` makes (kept while the cache is below its
    /// bound). A value `make` cannot make is not kept: the next use tries again.
    ///
    /// - Complexity: a hashing of `key` under the lock, and `make` the first time.
    func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let value = kept.withLock({ $0[key] }) { return value }
        let made = try make()
        return kept.withLock { kept in
            if let first = kept[key] { return first }
            if kept.count < bound { kept[key] = made }
            return made
        }
    }
}

/// The key of an ICU object made for a locale and a setting of it (a number skeleton, a date
/// skeleton, a unit's stem).
struct LocaleSetting: Hashable, Sendable {
    var locale: String
    var setting: String
}
