#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOPosix
import NIOSSH

/// One SSH session channel: takes `pty-req`, `env TERM`, `window-change`, then one `shell` or
/// `exec` request that starts the app as a `PseudoTerminalProcess`, relays bytes both ways with
/// backpressure, and ends with the app's exit status. Everything else is refused. A channel that
/// closes under it (the client vanished) hangs the app up and reaps it.
///
/// Everything runs on the connection's event loop.
final class SessionHandler: ChannelInboundHandler, ServedAppSession {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    private let server: SessionServer
    private let identity: ConnectionIdentity
    /// The key this session's app keeps its state under (`--resume`), until the app is reaped.
    private var resumeKey: String?
    /// The file of that state.
    private var resumePath: String?
    private let connection: ConnectionGuard
    /// Whether this session's app started and the connection counts it as running.
    private var counted = false
    private(set) var context: ChannelHandlerContext?
    private var term = "xterm-256color"
    private var columns = 80
    private var rows = 24
    private var hasTerminal = false
    private var process: PseudoTerminalProcess?
    var relay: (any Channel)?
    var pending: [ByteBuffer] = []
    private var sessionID: Int?
    /// Whether the app has been reaped.
    private var reaped: Bool { reaper?.isDone == true }
    private(set) var finished = false
    var endReason: String?
    private(set) var lastInput = NIODeadline.now()
    var idleCheck: Scheduled<Void>?

    init(server: SessionServer, identity: ConnectionIdentity, connection: ConnectionGuard) {
        self.server = server
        self.identity = identity
        self.connection = connection
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
        uncount()
    }

    /// The session no longer runs: the connection may be closed once it has none for the grace time.
    private func uncount() {
        guard counted else { return }
        counted = false
        connection.sessionEnded()
    }

    // MARK: - Requests

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            hasTerminal = process == nil
            if let name = Self.checkedTerm(request.term) { term = name }
            columns = request.terminalCharacterWidth
            rows = request.terminalRowHeight
            reply(hasTerminal, request.wantReply)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            let accepted = request.name == "TERM" && Self.checkedTerm(request.value) != nil && process == nil
            if accepted, let name = Self.checkedTerm(request.value) { term = name }
            reply(accepted, request.wantReply)
        case let request as SSHChannelRequestEvent.ShellRequest:
            start(.success(.shell), wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.ExecRequest:
            start(SessionRequest.exec(request.command), wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            columns = request.terminalCharacterWidth
            rows = request.terminalRowHeight
            if let process, !reaped { PseudoTerminalProcess.resize(master: process.master, columns: columns, rows: rows) }
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(false, request.wantReply)
        case is ChannelEvent:
            break   // the client's end of input: the app keeps running until it quits
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func reply(_ success: Bool, _ wantReply: Bool) {
        guard wantReply, let context else { return }
        context.triggerUserOutboundEvent(success ? ChannelSuccessEvent() as Any : ChannelFailureEvent() as Any, promise: nil)
    }

    /// `TERM` as a client sent it, when it is a plausible terminal name.
    static func checkedTerm(_ name: String) -> String? {
        guard !name.isEmpty, name.utf8.count <= 64,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.+".unicodeScalars.contains($0)) })
        else { return nil }
        return name
    }

    // MARK: - Starting the app

    private func start(_ request: Result<SessionRequest, SessionRefusal>, wantReply: Bool) {
        guard let context, process == nil, sessionID == nil, !finished else {
            reply(false, wantReply)
            return
        }
        reply(true, wantReply)
        let name = server.configuration.appName
        guard hasTerminal else {
            refuse(SessionRefusal("\(name): this server runs a terminal app; join with ssh -t", status: 2))
            return
        }
        let session: SessionRequest
        switch request {
        case .success(let checked): session = checked
        case .failure(let refusal):
            refuse(SessionRefusal("\(name): \(refusal.message)", status: refusal.status))
            return
        }
        let me = NIOLoopBound(self, eventLoop: context.eventLoop)
        guard let id = server.registry.reserve(end: { me.eventLoop.execute { me.value.end(reason: "the server is shutting down", signal: SIGTERM) } }) else {
            refuse(SessionRefusal("\(name): the server is full (\(server.registry.limit) sessions); try again later", status: 1))
            return
        }
        sessionID = id
        // A user signed in by key resumes their last session (one of theirs at a time).
        var start = server.configuration.appArguments
        if let resumes = server.resumes, !identity.fingerprint.isEmpty {
            resumes.sweep()
            if let path = resumes.claim(identity.fingerprint) {
                resumeKey = identity.fingerprint
                resumePath = path
                start += ["--resume-state", path]
            }
        }
        let child: PseudoTerminalProcess
        do {
            child = try PseudoTerminalProcess.spawn(path: server.configuration.appPath,
                                                    arguments: session.arguments(after: start),
                                                    environment: server.environment(term: term, user: identity.user, fingerprint: identity.fingerprint),
                                                    columns: columns, rows: rows)
        } catch {
            server.registry.release(id)
            sessionID = nil
            releaseResume()
            refuse(SessionRefusal("\(name): \(error)", status: 1))
            return
        }
        process = child
        counted = true
        connection.sessionStarted()
        RelayStart.start(master: child.master, session: me, client: context) { result in me.value.relayStarted(result) }
        scheduleIdleCheck()
    }

    /// A refusal: the line on the client's standard error, the status, and the channel closed.
    private func refuse(_ refusal: SessionRefusal) {
        endReason = refusal.message
        finish(status: refusal.status)
    }

    // MARK: - Relaying

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard message.type == .channel, case .byteBuffer(let buffer) = message.data, !finished else { return }
        lastInput = .now()
        guard let relay else {
            if process != nil { pending.append(buffer) }
            return
        }
        relay.writeAndFlush(buffer, promise: nil)
        // The app reads slower than the client sends: stop reading the channel (its window
        // closes and the client waits) until the terminal takes more.
        if !relay.isWritable { context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in } }
    }

    func relayWritabilityChanged(_ writable: Bool) {
        guard writable, let context else { return }
        context.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
        // An SSH child channel only sets the flag (a socket channel would also read): read now,
        // or what it holds never reaches the app and the client's window stays closed.
        context.read()
    }

    func relayRead(_ buffer: ByteBuffer) {
        guard let context, !finished else { return }
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: nil)
        // The client reads slower than the app draws: stop reading the terminal until it catches up.
        if !context.channel.isWritable { relay?.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in } }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { relay?.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in } }
        context.fireChannelWritabilityChanged()
    }

    // MARK: - Ending

    /// The client went away (closed channel, reset connection, killed client): hang the app up.
    func channelInactive(context: ChannelHandlerContext) {
        uncount()
        channelClosed = true
        releaseSlotWhenDone()
        finished = true
        idleCheck?.cancel()
        if process != nil, !reaped {
            end(reason: nil, signal: SIGHUP)
            relay?.close(promise: nil)
        }
        context.fireChannelInactive()
    }

    var reaper: ChildReaper?
    private var channelClosed = false

    /// A session holds its slot until its app is reaped and its channel closed: a shutdown
    /// waits for every slot, so it never cuts off the end reason or exit status being sent.
    private func releaseSlotWhenDone() {
        guard reaped, channelClosed, let sessionID else { return }
        server.registry.release(sessionID)
        self.sessionID = nil
    }
    var relayDone = false
    private var closing = false
    var exitStatus: Int?
    var appPID: pid_t? { process?.pid }
    var idleTimeout: Int? { server.configuration.idleTimeout }
    var endsWhenIdle: Bool { !finished && !reaped }
    var appName: String { server.configuration.appName }

    /// The app has ended: the user's next session may resume.
    private func releaseResume() {
        guard let resumeKey else { return }
        server.resumes?.release(resumeKey)
        self.resumeKey = nil
    }

    func reaped(status: Int32) {
        let code = PseudoTerminalProcess.exitCode(status)
        if let resumePath { server.resumes?.forgetAfterCrash(resumePath, exitCode: code) }
        releaseResume()
        releaseSlotWhenDone()
        finishAfterReap(exitCode: code)
    }

    /// Sends the end reason and the exit status, then closes the channel.
    func finish(status: Int) {
        idleCheck?.cancel()
        guard let context, context.channel.isActive, !closing else {
            finished = true
            return
        }
        finished = true
        closing = true
        if let endReason {
            var line = context.channel.allocator.buffer(capacity: endReason.utf8.count + 2)
            line.writeString(endReason + "\r\n")
            context.write(wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(line))), promise: nil)
        }
        let channel = context.channel
        let done = context.eventLoop.makePromise(of: Void.self)
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status), promise: done)
        context.flush()
        done.futureResult.whenComplete { _ in channel.close(promise: nil) }
    }
}
