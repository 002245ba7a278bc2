#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Hands memory freed after a connection back to the system. glibc keeps what a burst of
/// requests freed in its per-thread arenas (one arena per busy thread, so more on more
/// cores: a million malformed lines once left RSS at 99 MB instead of 40), so a second
/// after a connection closes or an import ends the arenas are trimmed: at most once a
/// second however many clients come and go, and off the event loops.
final class MemoryTrim: Sendable {
    private let pending = Atomic<Bool>(false)
    static let delay: Duration = .seconds(1)
    /// glibc's malloc_trim; Glibc's module map leaves out malloc.h, and other C libraries lack it.
    private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }

    func trimSoon() {
        guard pending.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        Task.detached(priority: .background) {
            try? await Task.sleep(for: Self.delay)
            self.pending.store(false, ordering: .relaxed)
            _ = Self.trim?(0)
        }
    }
}
