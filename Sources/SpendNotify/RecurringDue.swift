import SpendCore

/// Which recurring bills to tell about: those whose next occurrence falls from today
/// through `days` days ahead.
public enum RecurringDue {
    public struct Bill: Sendable {
        public let id: Int64
        public let description: String
        public let amount: Money
        public let nextDue: Day?

        public init(id: Int64, description: String, amount: Money, nextDue: Day?) {
            self.id = id
            self.description = description
            self.amount = amount
            self.nextDue = nextDue
        }
    }

    public static func notifications(for bills: [Bill], today: Day, days: Int) -> [DesktopNotification] {
        let last = today.adding(days: days)
        return bills.compactMap { bill in
            guard let due = bill.nextDue, today <= due, due <= last else { return nil }
            return .recurringDue(id: bill.id, description: bill.description, amount: bill.amount, day: due, today: today)
        }
    }
}
