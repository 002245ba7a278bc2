import NIOCore

/// Hands the connection's task every line of one socket read at once, so a client
/// that pipelines requests wakes the task once per read rather than once per line,
/// and the replies to those lines can leave in one write.
final class RequestBatcher: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = [ByteBuffer]

    private var lines: [ByteBuffer] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lines.append(unwrapInboundIn(data))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        deliver(context)
        context.fireChannelReadComplete()
    }

    // Lines decoded before an error, an end of input or a close are still requests,
    // and come before it.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        deliver(context)
        context.fireErrorCaught(error)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        deliver(context)
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deliver(context)
        context.fireChannelInactive()
    }

    private func deliver(_ context: ChannelHandlerContext) {
        guard !lines.isEmpty else { return }
        let batch = lines
        lines.removeAll(keepingCapacity: true)
        context.fireChannelRead(wrapInboundOut(batch))
    }
}
