import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A plain pthread mutex: FoundationEssentials has no lock, and Synchronization's `Mutex` needs
/// macOS 15 and iOS 18. The temporaries registry and each run's context hold one.
final class PThreadMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock and keeps it (`Temporaries.removeAllAndExit`, which never returns).
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Runs `body` with the lock held.
    func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
