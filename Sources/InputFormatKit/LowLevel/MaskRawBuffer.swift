/// Raw elements being read or spliced, in memory lent for the length of one call (a temporary
/// allocation, so that a short text of bytes allocates nothing): appended one at a time, and
/// taken back. Its owner calls ``removeAll()`` before the memory goes (a `defer` right after
/// making it); ``elements`` is valid until the buffer next changes.
///
/// ```swift
/// withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { storage in
///     var raw = MaskRawBuffer(storage)
///     defer { raw.removeAll() }
///     raw.append(UInt8(ascii: "5"))
///     return raw.elements.count   // 1
/// }
/// ```
///
/// (A `withTemporary(capacity:_:)` that made, handed and emptied it would say that once, but
/// the closure it takes made a mask's paste and backspace slower.)
struct MaskRawBuffer<Element>: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<Element>
    /// How many elements it holds.
    private(set) var count = 0

    /// An empty buffer over `storage`, whose elements are not initialized.
    init(_ storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
    }

    /// The elements held.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(rebasing: storage[..<count]) }

    /// Appends `element`; the storage must have room for it.
    mutating func append(_ element: Element) {
        precondition(count < storage.count, "a mask's raw buffer is as long as what is read into it")
        (storage.baseAddress! + count).initialize(to: element)
        count += 1
    }

    /// Appends `elements`, copied in one go; the storage must have room for them.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        precondition(elements.count <= storage.count - count, "a mask's raw buffer is as long as what is read into it")
        (storage.baseAddress! + count).initialize(from: source, count: elements.count)
        count += elements.count
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
