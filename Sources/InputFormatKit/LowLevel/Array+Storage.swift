extension Array {
    /// Whether this array and `other` are the same storage, not only equal elements: a copy
    /// shares its original's until one of them changes.
    ///
    /// ```swift
    /// let table = [0, 2, 4]
    /// let copy = table
    /// copy.sharesStorage(with: table)       // true
    /// [0, 2, 4].sharesStorage(with: table)  // false
    /// ```
    ///
    /// - Complexity: O(1).
    func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { $0.baseAddress } == other.withUnsafeBufferPointer { $0.baseAddress }
    }
}
