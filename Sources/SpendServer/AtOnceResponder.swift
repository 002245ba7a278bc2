import NIOCore

/// Answers the requests that answer from memory (`parse`, `ping`, `help`) right in the
/// channel pipeline, on the event loop that read them: no task wakes, no async sequence
/// hands the lines over, and the replies to one read leave in one write. A `parse` round
/// trip costs half the CPU it did through the connection's task.
///
/// Replies keep the order of requests: the first line of a read that needs the
/// connection's task goes to it with every line after it, and from then on every read
/// does, until the task reports that it has worked through all it was given.
final class AtOnceResponder: ChannelInboundHandler {
    typealias InboundIn = [ByteBuffer]
    typealias InboundOut = [ByteBuffer]
    typealias OutboundOut = ByteBuffer

    /// What answering needs from the connection's task, which has greeted the client and
    /// checked who it is.
    struct Answering {
        let session: Session
        let activity: ConnectionActivity
    }

    private let server: SocketServer
    /// Nil while the task has lines in hand, or has not yet handed the connection over.
    private var answering: Answering?
    private var batchesForwarded = 0

    init(server: SocketServer) { self.server = server }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let batch = unwrapInboundIn(data)
        // A client that does not read its replies is held back by the task, whose
        // writes wait for the socket; answering here would queue replies without end.
        guard let answering, context.channel.isWritable else { return forward(batch[...], context) }
        answering.activity.touch()
        var replies = context.channel.allocator.buffer(capacity: 0)
        for index in batch.indices {
            switch server.answerAtOnce(batch[index], answering.session) {
            case .blank: continue
            case .reply(let line): replies.writeString(line)
            case .needsTask:
                self.answering = nil
                write(replies, context)
                return forward(batch[index...], context)
            }
        }
        write(replies, context)
    }

    /// Called by the connection's task, on the event loop, each time it has answered
    /// everything up to its `consumed`th batch.
    func taskIsIdle(consumed: Int, _ answering: Answering) {
        if consumed == batchesForwarded { self.answering = answering }
    }

    private func forward(_ lines: ArraySlice<ByteBuffer>, _ context: ChannelHandlerContext) {
        batchesForwarded += 1
        context.fireChannelRead(wrapInboundOut(Array(lines)))
    }

    private func write(_ replies: ByteBuffer, _ context: ChannelHandlerContext) {
        guard replies.readableBytes > 0 else { return }
        context.writeAndFlush(wrapOutboundOut(replies), promise: nil)
    }
}
