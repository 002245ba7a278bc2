import Foundation
import NIOCore

/// The process on the other end of a Unix socket, from SO_PEERCRED. glibc hides
/// `struct ucred` from Swift, so this mirrors its layout.
struct PeerCredentials: Sendable {
    let pid: Int32
    let uid: UInt32
    let gid: UInt32

    static func of(_ channel: any Channel) async throws -> PeerCredentials {
        guard let provider = channel as? SocketOptionProvider else {
            throw ChannelError.operationUnsupported
        }
        return try await provider.unsafeGetSocketOption(level: SocketOptionLevel(SOL_SOCKET),
                                                        name: SocketOptionName(SO_PEERCRED)).get()
    }
}
