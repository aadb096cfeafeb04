/// Elements being read or spliced (a mask's raw characters, a date's digits), in memory lent
/// for the length of one call (a temporary allocation, so that a short text of bytes allocates
/// nothing): appended, replaced, and taken back. ``elements`` is valid until the buffer next
/// changes.
///
/// ```swift
/// TemporaryBuffer<UInt8>.withTemporaryStorage(capacity: 4) { raw in
///     raw.append(UInt8(ascii: "5"))
///     return raw.elements.count   // 1
/// }
/// ```
struct TemporaryBuffer<Element>: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<Element>
    /// How many elements it holds.
    private(set) var count = 0

    /// The elements held, read in place: a random-access collection indexed from 0.
    typealias Elements = UnsafeBufferPointer<Element>

    /// An empty buffer over `storage`, whose elements are not initialized.
    private init(_ storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
    }

    /// Hands `body` an empty buffer with room for `capacity` elements, in a temporary
    /// allocation, and empties it after. (Inlined: called through a closure, the mask's paste
    /// and backspace were slower.)
    ///
    /// - Complexity: O(*n*) in the elements left in it.
    @inline(__always)
    static func withTemporaryStorage<Result>(capacity: Int, _ body: (inout TemporaryBuffer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(capacity, 1)) { storage in
            var buffer = TemporaryBuffer(storage)
            defer { buffer.removeAll() }
            return body(&buffer)
        }
    }

    /// The elements held.
    var elements: Elements { UnsafeBufferPointer(rebasing: storage[..<count]) }

    /// Appends `element`; the storage must have room for it.
    mutating func append(_ element: Element) {
        precondition(count < storage.count, "a temporary buffer is made as long as what goes into it")
        (storage.baseAddress! + count).initialize(to: element)
        count += 1
    }

    /// Appends `elements`, copied in one go where they are contiguous; the storage must have
    /// room for them.
    @inline(__always)
    mutating func append(contentsOf elements: some Collection<Element>) {
        precondition(elements.count <= storage.count - count, "a temporary buffer is made as long as what goes into it")
        let copied: Void? = elements.withContiguousStorageIfAvailable { source in
            guard let start = source.baseAddress else { return }
            (storage.baseAddress! + count).initialize(from: start, count: source.count)
            count += source.count
        }
        if copied == nil {
            for element in elements { append(element) }
        }
    }

    /// The element at `index`, one of those held.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "only an element held is read")
        return storage[index]
    }

    /// Replaces the element at `index`, one of those held.
    mutating func replace(at index: Int, with element: Element) {
        precondition(index < count, "only an element held is replaced")
        storage[index] = element
    }

    /// Takes back the last element.
    mutating func removeLast() {
        precondition(count > 0, "an empty raw buffer has no last element")
        count -= 1
        (storage.baseAddress! + count).deinitialize(count: 1)
    }

    /// Takes back every element.
    mutating func removeAll() {
        if count > 0 { storage.baseAddress!.deinitialize(count: count) }
        count = 0
    }
}
