/// Where spendd's socket lives when nobody says otherwise. Daemon and client share this,
/// so `spend` finds `spendd` with no configuration.
public enum SocketLocation {
    /// `$XDG_RUNTIME_DIR/spend/spendd.sock`, or `/tmp/spend-UID/spendd.sock` without one
    /// (the daemon then insists that directory is the user's own and private).
    public static func defaultPath(environment: [String: String], uid: UInt32) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/spend/spendd.sock" }
        return "/tmp/spend-\(uid)/spendd.sock"
    }
}
