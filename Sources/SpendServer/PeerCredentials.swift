import Foundation
import NIOCore

/// The process on the other end of a Unix socket, from SO_PEERCRED. glibc hides
/// `struct ucred` from Swift, so this mirrors its layout.
struct PeerCredentials: Sendable {
    let pid: Int32
    let uid: UInt32
    let gid: UInt32

    /// Read while the channel is new (in its initializer): a client that connects and
    /// hangs up at once soon has a closed channel, whose credentials cannot be read any more.
    static func of(_ channel: any Channel) -> EventLoopFuture<PeerCredentials> {
        guard let provider = channel as? SocketOptionProvider else {
            return channel.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
        }
        return provider.unsafeGetSocketOption(level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_PEERCRED))
    }
}
