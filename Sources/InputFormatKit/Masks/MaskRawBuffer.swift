/// Raw elements being read or spliced, in memory lent by the caller (a temporary allocation,
/// so that a short text of bytes allocates nothing): appended one at a time, and taken back.
/// Whatever it holds is deinitialized by ``removeAll()``, which its owner calls before the
/// memory goes.
///
/// ```swift
/// withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { storage in
///     var raw = MaskRawBuffer(storage)
///     defer { raw.removeAll() }
///     raw.append(UInt8(ascii: "5"))
///     raw.elements.count   // 1
/// }
/// ```
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

    /// Appends `elements`.
    mutating func append(contentsOf elements: some Collection<Element>) {
        for element in elements { append(element) }
    }

    /// Replaces the element at `index`.
    mutating func replace(at index: Int, with element: Element) {
        storage[index] = element
    }

    /// Takes back the last element.
    mutating func removeLast() {
        count -= 1
        (storage.baseAddress! + count).deinitialize(count: 1)
    }

    /// Takes back every element.
    mutating func removeAll() {
        if count > 0 { storage.baseAddress!.deinitialize(count: count) }
        count = 0
    }
}
