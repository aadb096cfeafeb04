/// One unit of work of the stress run: a pure function of the library, run once on one thread
/// for the expected digest and then many times on many threads at once, each time expected to
/// give the same digest.
///
/// A work item may capture formatters made before the run (shared by every thread that runs it
/// at the same time) and may make its own (so that the process-wide caches are filled and read
/// concurrently).
///
/// ```swift
/// let item = WorkItem(family: .phones, name: "phone US") { "…digest…" }
/// item.run()
/// ```
struct WorkItem: Sendable {
    /// What part of the library an item works.
    enum Family: String, Sendable, CaseIterable {
        case currency, numbers, dates, phones, cards, messages, masks, ibans
    }

    /// The part of the library the item works.
    let family: Family
    /// A name that tells items apart in a mismatch report (`currency de_DE EUR`).
    let name: String
    /// The work: returns the digest of everything the library gave.
    let run: @Sendable () -> String
}
