import Foundation
import Logging
import NIOCore
import NIOPosix
import SpendCore
import SpendProtocol
import SpendStore
import Synchronization

/// Serves protocol v1 on a Unix stream socket: one task per connection, requests handled
/// in order, replies written as they complete.
public final class SocketServer: Sendable {
    /// Request lines longer than this are refused and the connection closed (as Redis
    /// does for inline requests).
    public static let maximumLineLength = 64 * 1024
    /// Streaming requests (`ask`, `say`, …) one connection may have running at once.
    static let maximumStreamsInFlight = 16
    /// How long shutdown waits for in-flight requests before closing connections hard.
    static let shutdownGrace: Duration = .seconds(5)

    private let daemon: Daemon
    private let registry = Mutex<Registry>(Registry())

    private struct Registry {
        var server: (any Channel)?
        var connections: [UInt64: any Channel] = [:]
        var stopping = false
    }

    public init(daemon: Daemon) { self.daemon = daemon }

    /// Binds (or adopts systemd's socket), calls `ready` with what it listens on, and
    /// serves until `shutdown()`.
    public func run(inheritedSocket: Int32?, ready: @Sendable (String) -> Void) async throws {
        let path = daemon.config.socketPath
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 4096)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
        let initializer: @Sendable (any Channel) -> EventLoopFuture<Accepted> = { channel in
            PeerCredentials.of(channel).map(Optional.some).recover { _ in nil }.flatMapThrowing { peer in
                let responder = AtOnceResponder(server: self)
                try channel.pipeline.syncOperations.addHandlers(
                    ByteToMessageHandler(RequestLineDecoder(maximumLength: Self.maximumLineLength)), RequestBatcher(), responder)
                return Accepted(connection: try NIOAsyncChannel<[ByteBuffer], ByteBuffer>(wrappingChannelSynchronously: channel),
                                peer: peer, responder: NIOLoopBound(responder, eventLoop: channel.eventLoop))
            }
        }
        let server: NIOAsyncChannel<Accepted, Never>
        if let fd = inheritedSocket {
            server = try await bootstrap.bind(fd, childChannelInitializer: initializer)
        } else {
            try SocketPath.prepare(path)
            let previous = umask(0o177)
            defer { umask(previous) }
            server = try await bootstrap.bind(unixDomainSocketPath: path, childChannelInitializer: initializer)
            chmod(path, 0o600)
        }
        let stopEarly = registry.withLock { registry -> Bool in
            registry.server = server.channel
            return registry.stopping
        }
        if stopEarly { try? await server.channel.close() }
        let listening = inheritedSocket.map { "socket fd \($0) from systemd" } ?? path
        daemon.logger.info("listening", metadata: ["socket": "\(listening)", "database": "\(daemon.store.path)"])
        ready(listening)
        try await withThrowingDiscardingTaskGroup { group in
            try await server.executeThenClose { connections in
                for try await accepted in connections {
                    let loop = EventLoopTaskExecutor(accepted.connection.channel.eventLoop)
                    group.addTask(executorPreference: loop) { await self.serve(accepted) }
                }
            }
        }
        if inheritedSocket == nil { unlink(path) }
        daemon.logger.info("stopped")
    }

    /// Stops accepting, lets each connection finish the request it is running, then
    /// closes. Connections still busy after the grace period are closed hard.
    public func shutdown() {
        let (server, connections) = registry.withLock { r in
            r.stopping = true
            return (r.server, Array(r.connections.values))
        }
        server?.close(promise: nil)
        for channel in connections { channel.close(mode: .input, promise: nil) }
        Task {
            try? await Task.sleep(for: Self.shutdownGrace)
            for channel in registry.withLock({ Array($0.connections.values) }) { channel.close(promise: nil) }
        }
    }

    /// A new connection and whose it is (nil when SO_PEERCRED could not be read).
    struct Accepted: Sendable {
        let connection: NIOAsyncChannel<[ByteBuffer], ByteBuffer>
        let peer: PeerCredentials?
        let responder: NIOLoopBound<AtOnceResponder>
    }

    private func serve(_ accepted: Accepted) async {
        let (connection, peer) = (accepted.connection, accepted.peer)
        let id = daemon.connectionOpened()
        let stopping = registry.withLock { r in
            r.connections[id] = connection.channel
            return r.stopping
        }
        defer {
            registry.withLock { _ = $0.connections.removeValue(forKey: id) }
            daemon.hub.unsubscribe(id)
            daemon.connectionClosed()
        }
        do {
            try await connection.executeThenClose { inbound, _ in
                guard !stopping else {
                    try await connection.channel.writeAndFlush(ByteBuffer(string: ResponseLine.error(
                        ProtocolError(.shuttingDown, "spendd is shutting down"), id: nil)))
                    return
                }
                // Idle clients must not use up the file descriptors: one past the cap is
                // told why and closed, and the clients already served carry on.
                guard daemon.openConnections <= daemon.config.maxConnections else {
                    daemon.logger.warning("refused a connection: too many open",
                                          metadata: ["max_connections": "\(daemon.config.maxConnections)"])
                    try await connection.channel.writeAndFlush(ByteBuffer(string: ResponseLine.error(ProtocolError(.tooManyConnections,
                        "spendd serves at most \(daemon.config.maxConnections) connections at once; close one and try again"),
                        id: nil)))
                    return
                }
                guard let peer, peer.uid == getuid() else {
                    if let peer {
                        daemon.logger.warning("refused connection from another user", metadata: ["uid": "\(peer.uid)"])
                    } else {
                        daemon.logger.warning("refused a connection whose user could not be read (SO_PEERCRED)")
                    }
                    try await connection.channel.writeAndFlush(ByteBuffer(string: ResponseLine.error(
                        ProtocolError(.forbidden, "This spendd serves uid \(getuid()) only"), id: nil)))
                    return
                }
                let session = Session(id: id, channel: connection.channel,
                                      uploads: StagedUploads(directory: StagedUploads.directory(forDatabase: daemon.config.databasePath)))
                defer {
                    session.unsubscribe(from: daemon.hub)
                    session.uploads.discardAll()
                }
                // A client that goes away stops its answers (and their upstream requests) at
                // once, even one waiting on a silent model. A half-close does not close the
                // channel, so `echo 'ask ...' | socat` still gets its answer.
                connection.channel.closeFuture.whenComplete { _ in _ = session.cancel(key: nil) }
                let activity = ConnectionActivity()
                let idleWatch = daemon.config.idleTimeout > 0 ? Task { [daemon] in
                    await activity.watch(connection.channel, limit: .seconds(daemon.config.idleTimeout),
                                         isSubscribed: { daemon.hub.isSubscribed(id) }, tell: { try? await session.send($0) })
                } : nil
                defer { idleWatch?.cancel() }
                try await session.send(greeting())
                try await readRequests(inbound, session, activity, accepted.responder)
            }
        } catch {
            daemon.logger.debug("connection ended", metadata: ["error": "\(error)"])
        }
    }

    private func readRequests(_ inbound: NIOAsyncChannelInboundStream<[ByteBuffer]>, _ session: Session,
                              _ activity: ConnectionActivity, _ responder: NIOLoopBound<AtOnceResponder>) async throws {
        var first = true
        var batchesConsumed = 0
        // Replies to the lines of one read that answer from memory, written together: a
        // reply waits in here only while later lines of the same read answer at once too.
        var replies = ReplyBatch(session)
        do {
            try await withThrowingTaskGroup(of: Void.self) { streams in
            var inFlight = 0
            for try await batch in inbound {
                batchesConsumed += 1
                for buffer in batch {
                    guard let line = String(validating: buffer.readableBytesView, as: UTF8.self) else {
                        replies.append(Self.notUTF8)
                        continue
                    }
                    if first, !Self.isBlank(line) {
                        first = false
                        if Self.looksLikeHTTP(line) {
                            daemon.logger.warning("rejected an HTTP request on the protocol socket")
                            replies.append(ResponseLine.error(ProtocolError(.httpRejected,
                                "This is spendd's line protocol, not HTTP. Send 'help'"), id: nil))
                            try await replies.flush()
                            return
                        }
                    }
                    let request: Request
                    switch answerAtOnce(line, session) {
                    case .blank: continue
                    case .reply(let line):
                        activity.touch()
                        replies.append(line)
                        continue
                    case .needsTask(let slow): request = slow
                    }
                    try await replies.flush()
                    let command = CommandTable.byName[request.verb]
                    if command?.streams == true {
                        // At the limit, reading waits for one to end: the inbound stream then
                        // stops NIO reading the socket, so a client pipelining thousands of
                        // asks costs a bounded number of tasks, not memory for each.
                        if inFlight == Self.maximumStreamsInFlight {
                            try await streams.next()
                            inFlight -= 1
                        }
                        activity.begin()
                        streams.addTask(executorPreference: globalConcurrentExecutor) {
                            defer { activity.end() }
                            try await session.send(await self.dispatch(request, session))
                        }
                        inFlight += 1
                    } else {
                        activity.begin()
                        defer { activity.end() }
                        // Off the event loop: a long request must not hold up the other
                        // connections that share the loop.
                        let reply = command?.staysOnLoop == true ? await dispatch(request, session)
                            : await withTaskExecutorPreference(globalConcurrentExecutor) { await self.dispatch(request, session) }
                        try await session.send(reply)
                    }
                    if session.isClosing { return }
                }
                try await replies.flush()
                // Everything read so far is answered (or streaming): the next requests that
                // answer from memory can be answered in the pipeline as they are read.
                if !first {
                    let consumed = batchesConsumed
                    let answering = AtOnceResponder.Answering(session: session, activity: activity)
                    responder.eventLoop.execute { responder.value.taskIsIdle(consumed: consumed, answering) }
                }
            }
            }
        } catch is RequestLineDecoder.LineTooLong {
            try await replies.flush()
            try await session.send(ResponseLine.error(ProtocolError(.lineTooLong,
                "Request line longer than \(Self.maximumLineLength) bytes; closing the connection"), id: nil))
        }
    }

    /// What a request line gets from memory, at once.
    enum AtOnceAnswer {
        /// Nothing: a blank line.
        case blank
        case reply(String)
        /// It must run as the connection's task: it reads the store, waits, or streams.
        case needsTask(Request)
    }

    private static let notUTF8 = ResponseLine.error(ProtocolError(.badUTF8, "Request is not valid UTF-8"), id: nil)

    private static func isBlank(_ line: String) -> Bool { line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// One line as `AtOnceResponder` answers it in the pipeline.
    func answerAtOnce(_ buffer: ByteBuffer, _ session: Session) -> AtOnceAnswer {
        guard let line = String(validating: buffer.readableBytesView, as: UTF8.self) else { return .reply(Self.notUTF8) }
        return answerAtOnce(line, session)
    }

    /// A malformed request's error, an unknown verb's, or the answer of a verb that
    /// answers from memory (`Command.atOnce`).
    func answerAtOnce(_ line: String, _ session: Session) -> AtOnceAnswer {
        if Self.isBlank(line) { return .blank }
        let request: Request
        do throws(ProtocolError) { request = try Request.parse(line) } catch {
            return .reply(ResponseLine.error(error, id: error.id))
        }
        guard let command = CommandTable.byName[request.verb] else { return .reply(unknown(request)) }
        guard let atOnce = command.atOnce else { return .needsTask(request) }
        let call: Invocation
        switch invocation(of: command, request, session) {
        case .success(let ready): call = ready
        case .failure(let error): return .reply(error.line)
        }
        do {
            guard let result = try atOnce(call) else { return .needsTask(request) }
            return .reply(ResponseLine.ok(id: request.id, result: result))
        } catch {
            return .reply(errorLine(error, command, request))
        }
    }

    /// Runs one request to its final reply line.
    func dispatch(_ request: Request, _ session: Session) async -> String {
        guard let command = CommandTable.byName[request.verb] else { return unknown(request) }
        let call: Invocation
        switch invocation(of: command, request, session) {
        case .success(let ready): call = ready
        case .failure(let error): return error.line
        }
        guard command.streams else { return await run(command, call) }
        let key = request.id.flatMap { $0.stringValue ?? $0.numberText } ?? ""
        // An endpoint that drips a byte now and then never trips chat_timeout: an answer
        // gets chat_deadline in all.
        let deadline: Duration? = command.answers ? .seconds(daemon.config.chatDeadline) : nil
        return await session.runStreaming(key: key, deadline: deadline) { await self.run(command, call) }
    }

    private func unknown(_ request: Request) -> String {
        ResponseLine.error(ProtocolError(.unknownCommand, "Unknown command '\(request.verb)'. Send 'help' for the list"),
                           id: request.id)
    }

    /// The request's arguments bound to the verb's, on the day it names or today; or the
    /// error line that says why they do not fit.
    private func invocation(of command: Command, _ request: Request, _ session: Session) -> Result<Invocation, LineError> {
        var today = daemon.today()
        if let value = request.fields.first(where: { $0.0 == "today" })?.1 {
            guard let text = value.stringValue, let day = Day(iso: text) else {
                return .failure(LineError(ResponseLine.error(ProtocolError(.badArguments, "today must be YYYY-MM-DD"), id: request.id)))
            }
            today = day
        }
        do {
            let arguments = try BoundArguments.bind(request, to: command, today: today)
            return .success(Invocation(daemon: daemon, session: session, request: request, arguments: arguments, today: today))
        } catch {
            return .failure(LineError(ResponseLine.error(error, id: request.id)))
        }
    }

    /// Runs a handler to its final line: its result, or its error.
    private func run(_ command: Command, _ call: Invocation) async -> String {
        do {
            return ResponseLine.ok(id: call.request.id, result: try await command.handler(call))
        } catch let error as ProtocolError {
            return ResponseLine.error(error, id: call.request.id)
        } catch let error where command.streams && (Task.isCancelled || error is CancellationError) {
            // `cancel`, a client gone or the deadline stopped a streaming request wherever
            // it was waiting (a store read, a write): that is the request's answer, not a fault.
            return ResponseLine.error(AssistantCommands.interrupted(id: call.request.id, text: nil), id: call.request.id)
        } catch {
            return errorLine(error, command, call.request)
        }
    }

    /// A handler's error as the request's error line.
    private func errorLine(_ error: any Error, _ command: Command, _ request: Request) -> String {
        switch error {
        case let error as ProtocolError:
            return ResponseLine.error(error, id: request.id)
        case let error as AmountOverflow:
            return ResponseLine.error(ProtocolError(.overflow, error.description), id: request.id)
        case let error as StoreError where error == .databaseMoved(path: daemon.store.path):
            daemon.logger.critical("database file moved or deleted under spendd: writes refused until it is back or spendd restarts",
                                   metadata: ["path": "\(daemon.store.path)"])
            return ResponseLine.error(ProtocolError(.databaseMoved, error.description), id: request.id)
        default:
            daemon.logger.error("request failed", metadata: ["command": "\(command.name)", "error": "\(error)"])
            return ResponseLine.error(ProtocolError(.internalError, "Something went wrong. Please try again.",
                                                    details: [("detail", .string(String(describing: error)))]),
                                      id: request.id)
        }
    }

    /// An error reply line, as the failure of a `Result`.
    private struct LineError: Error {
        let line: String
        init(_ line: String) { self.line = line }
    }

    private func greeting() -> String {
        JSONValue.object([("event", .string("greeting")), ("daemon", .string("spendd")),
                          ("version", .string(Daemon.version)), ("protocol", .int(ResponseLine.protocolVersion)),
                          ("help", .string("send 'help' for the commands"))]).serialized + "\n"
    }

    /// A misdirected browser or curl: "GET / HTTP/1.1", "POST /x HTTP/1.0", "Host: ...".
    static func looksLikeHTTP(_ line: String) -> Bool {
        let methods = ["GET ", "POST ", "PUT ", "HEAD ", "DELETE ", "OPTIONS ", "PATCH ", "CONNECT ", "TRACE "]
        return (methods.contains { line.hasPrefix($0) } && line.contains(" HTTP/")) || line.lowercased().hasPrefix("host:")
    }
}
