extension Optional {
    /// Writes `value` over this `nil` as a new value: assigning would destroy the `nil` through
    /// the optional's metadata first, which in generic code costs a call for nothing to release.
    ///
    /// ```swift
    /// var group: OpenGroup? = nil
    /// group.fillNone(with: OpenGroup(kind: .typing, before: snapshot, memo: nil))
    /// ```
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func fillNone(with value: @autoclosure () -> Wrapped) {
        assert({ if case .some = self { return false } else { return true } }(), "filled a value that was not nil")
        withUnsafeMutablePointer(to: &self) { $0.initialize(to: .some(value())) }
    }
}
