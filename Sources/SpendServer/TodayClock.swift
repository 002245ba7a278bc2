import Foundation
import SpendCore
import Synchronization

/// Today in the local time zone, worked out at most once a second: every request asks
/// (it is what "yesterday" is relative to), and the calendar costs more than a parse's
/// share of a pipelined burst.
final class TodayClock: Sendable {
    private let last = Mutex<(second: time_t, day: Day)?>(nil)

    func today() -> Day {
        let second = time(nil)
        if let last = last.withLock({ $0 }), last.second == second { return last.day }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(second)))
        let day = Day(year: parts.year!, month: parts.month!, day: parts.day!)!
        last.withLock { $0 = (second, day) }
        return day
    }
}
