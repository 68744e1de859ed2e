import NIOCore

/// The first handler of every connection: it closes one that has no running session (not
/// signed in, or signed in with no session channel, or with a session channel that never
/// asked for a shell or a command, or whose sessions all ended) once the login grace time has
/// passed in that state, and, with `--idle-timeout`, one that sent nothing for that long. A
/// connection with a running session is left to the session's own idle check, which ends the
/// app with a line first.
///
/// Everything runs on the connection's event loop.
final class ConnectionGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let loginGraceTime: TimeAmount
    private let idleTimeout: TimeAmount?
    private var channel: (any Channel)?
    private var runningSessions = 0
    /// When the client last sent anything, on the loop's clock (`EventLoop.now`, which tests move).
    private var lastRead = NIODeadline.uptimeNanoseconds(0)
    private var withoutSession: Scheduled<Void>?
    private var idleCheck: Scheduled<Void>?

    init(loginGraceTime: Int, idleTimeout: Int?) {
        self.loginGraceTime = .seconds(Int64(loginGraceTime))
        self.idleTimeout = idleTimeout.map { .seconds(Int64($0)) }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        channel = context.channel
        lastRead = context.eventLoop.now
        scheduleCloseWithoutSession(loop: context.eventLoop)
        scheduleIdleCheck(loop: context.eventLoop)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        withoutSession?.cancel()
        idleCheck?.cancel()
        channel = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastRead = context.eventLoop.now
        context.fireChannelRead(data)
    }

    /// A session of this connection started its app.
    func sessionStarted() {
        runningSessions += 1
        withoutSession?.cancel()
        withoutSession = nil
    }

    /// A session that had started its app ended.
    func sessionEnded() {
        runningSessions = max(0, runningSessions - 1)
        if runningSessions == 0, let loop = channel?.eventLoop { scheduleCloseWithoutSession(loop: loop) }
    }

    private func scheduleCloseWithoutSession(loop: any EventLoop) {
        withoutSession?.cancel()
        let me = NIOLoopBound(self, eventLoop: loop)
        withoutSession = loop.scheduleTask(in: loginGraceTime) {
            if me.value.runningSessions == 0 { me.value.channel?.close(promise: nil) }
        }
    }

    private func scheduleIdleCheck(loop: any EventLoop) {
        guard let idleTimeout else { return }
        let me = NIOLoopBound(self, eventLoop: loop)
        // With a session running, its own check ends it; look again a whole timeout later.
        let deadline = runningSessions > 0 ? loop.now + idleTimeout : lastRead + idleTimeout
        idleCheck = loop.scheduleTask(deadline: deadline) {
            let guardian = me.value
            if guardian.runningSessions == 0, loop.now >= guardian.lastRead + idleTimeout {
                guardian.channel?.close(promise: nil)
            } else {
                guardian.scheduleIdleCheck(loop: loop)
            }
        }
    }
}
