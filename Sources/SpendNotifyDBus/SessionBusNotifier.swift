import CSDBus
import Foundation
import SpendNotify

/// The edge to the desktop: org.freedesktop.Notifications on the session bus, through
/// sd-bus. The bus is found as sd-bus finds it ($DBUS_SESSION_BUS_ADDRESS, else
/// $XDG_RUNTIME_DIR/bus); a connection that breaks is dropped and opened again at the next
/// call. sd-bus connections are not thread-safe and its calls block, so every call runs on
/// one serial queue, never on Swift's few cooperative threads.
public final class SessionBusNotifier: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        /// True when there is no bus to talk to (none configured, or it refuses connections),
        /// as opposed to a bus whose notification server failed one call.
        public let noBus: Bool
        public let description: String
    }

    /// Each call waits at most this long for the server.
    static let callTimeoutMicroseconds: UInt64 = 2_000_000
    private let queue = DispatchQueue(label: "spend.session-bus")
    /// Touched only on `queue`.
    private var bus: OpaquePointer?
    private let appName: String
    /// A D-Bus address to use instead of the session bus sd-bus would find.
    private let address: String?

    public init(appName: String = "Spend", address: String? = nil) {
        self.appName = appName
        self.address = address
    }

    deinit {
        if let bus { sd_bus_flush_close_unref(bus) }
    }

    /// Shows a notification; returns the id the server gave it.
    public func send(_ notification: DesktopNotification) async throws -> UInt32 {
        try await onQueue {
            let bus = try self.connected()
            var id: UInt32 = 0
            var error = sd_bus_error()
            defer { sd_bus_error_free(&error) }
            let result = spend_sd_bus_notify(bus, self.appName, notification.summary, notification.body,
                                             notification.urgency.rawValue, -1, Self.callTimeoutMicroseconds, &id, &error)
            guard result >= 0 else { throw self.failure(result, error, doing: "Notify") }
            return id
        }
    }

    /// Whether the server says it is in Do Not Disturb mode, through the `Inhibited`
    /// property some servers (KDE Plasma's) offer; nil when it does not say, or there is no bus.
    public func isInhibited() async -> Bool? {
        try? await onQueue {
            let bus = try self.connected()
            var value: Int32 = 0
            var error = sd_bus_error()
            defer { sd_bus_error_free(&error) }
            let result = sd_bus_get_property_trivial(bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                                     "org.freedesktop.Notifications", "Inhibited", &error,
                                                     CChar(UInt8(ascii: "b")), &value)
            guard result >= 0 else { throw self.failure(result, error, doing: "Get Inhibited") }
            return value != 0
        }
    }

    /// Connects now (if not connected), so the caller learns at once whether there is a bus.
    public func connect() async throws {
        try await onQueue { _ = try self.connected() }
    }

    private func connected() throws -> OpaquePointer {
        if let bus, sd_bus_is_open(bus) > 0 { return bus }
        if let stale = bus { sd_bus_flush_close_unref(stale) }
        bus = nil
        var opened: OpaquePointer?
        let result: Int32
        if let address { result = Self.open(address, &opened) } else { result = sd_bus_open_user(&opened) }
        guard result >= 0, let opened else {
            throw Failure(noBus: true, description: "cannot connect to the session bus: \(String(cString: strerror(-result)))")
        }
        sd_bus_set_method_call_timeout(opened, Self.callTimeoutMicroseconds)
        bus = opened
        return opened
    }

    /// What sd_bus_open_user does, for a given address.
    private static func open(_ address: String, _ bus: inout OpaquePointer?) -> Int32 {
        var result = sd_bus_new(&bus)
        guard result >= 0, let created = bus else { return result }
        result = sd_bus_set_address(created, address)
        if result >= 0 { result = sd_bus_set_bus_client(created, 1) }
        if result >= 0 { result = sd_bus_start(created) }
        if result < 0 {
            sd_bus_unref(created)
            bus = nil
        }
        return result
    }

    /// A failed call; a broken connection is dropped so the next call opens a new one.
    private func failure(_ result: Int32, _ error: sd_bus_error, doing what: String) -> Failure {
        let lost = bus.map { sd_bus_is_open($0) <= 0 } ?? true
        if lost, let stale = bus {
            sd_bus_flush_close_unref(stale)
            bus = nil
        }
        let detail = error.message.map { String(cString: $0) } ?? String(cString: strerror(-result))
        return Failure(noBus: lost, description: "\(what) failed: \(detail)")
    }

    private func onQueue<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }
}
