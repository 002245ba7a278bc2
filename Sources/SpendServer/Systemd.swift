import Foundation
import SpendClient

/// The two pieces of systemd's protocol the daemon speaks: readiness notification
/// (`Type=notify`) and socket activation (`LISTEN_FDS`). Both are no-ops outside systemd.
public enum Systemd {
    /// Sends state lines ("READY=1", "STATUS=...", "STOPPING=1") to $NOTIFY_SOCKET.
    public static func notify(_ state: String) {
        guard let path = ProcessInfo.processInfo.environment["NOTIFY_SOCKET"], !path.isEmpty else { return }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let message = Array(state.utf8)
        _ = UnixSocketAddress.with(path) { address, length in
            sendto(fd, message, message.count, Int32(MSG_NOSIGNAL), address, length)
        }
    }

    /// The listening socket systemd passed, if it started us for this pid. The variables
    /// are unset so child processes do not think the socket is theirs.
    public static func takeListenSocket() -> Int32? {
        let env = ProcessInfo.processInfo.environment
        defer {
            unsetenv("LISTEN_PID")
            unsetenv("LISTEN_FDS")
            unsetenv("LISTEN_FDNAMES")
        }
        guard let pid = env["LISTEN_PID"].flatMap(Int32.init), pid == getpid(),
              let count = env["LISTEN_FDS"].flatMap(Int.init), count >= 1
        else { return nil }
        return 3
    }

    /// Microseconds between watchdog pings systemd expects, if it set a watchdog.
    public static var watchdogInterval: Duration? {
        guard let usec = ProcessInfo.processInfo.environment["WATCHDOG_USEC"].flatMap(Int64.init), usec > 0 else { return nil }
        return .microseconds(usec / 2)
    }
}
