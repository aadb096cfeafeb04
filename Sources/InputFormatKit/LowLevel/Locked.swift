#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a lock: the library's few shared caches.
///
/// Not `Synchronization.Mutex`, which needs macOS 15 and iOS 18 while the package supports
/// macOS 13 and iOS 16 (see `platforms` in Package.swift). A `pthread_mutex_t` exists on every
/// Apple and Linux system, so the lock that runs on an iPhone is the one the tests run here.
final class Locked<State: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is only read and written while `mutex` is held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, which it may change, while no other thread can.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
