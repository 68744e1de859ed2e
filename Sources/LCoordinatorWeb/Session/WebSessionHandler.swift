#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorServing
import NIOCore
import NIOPosix
import NIOWebSocket

/// One browser tab: the app as a child process on its own pseudo terminal (the SSH server's
/// `ServedSessions.Process`), its output to the page in binary frames, the page's typed
/// messages (`WebPage`) to it. Flow control both ways: the terminal is read only while the
/// socket is writable and the page has drawn all but `highWater` bytes; the socket is read only
/// while the terminal takes input. A socket that closes (tab closed, network gone) hangs the
/// app up and reaps it; an app that exits closes the socket with its status.
///
/// Everything runs on the connection's event loop.
final class WebSessionHandler: ChannelInboundHandler, ServedAppSession {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// Output sent but not yet drawn by the page above which the terminal is not read.
    static let highWater = 256 << 10
    /// ... and below which it is read again.
    static let lowWater = 64 << 10

    private let site: WebSite
    private let start: WebSessionStart
    private(set) var context: ChannelHandlerContext?
    private var process: ServedSessions.Process?
    var relay: (any Channel)?
    var pending: [ByteBuffer] = []
    private var sessionID: Int?
    private var undrawn = 0
    var reaper: ChildReaper?
    private(set) var finished = false
    private var channelClosed = false
    var relayDone = false
    var exitStatus: Int?
    var endReason: String?
    private(set) var lastInput = NIODeadline.now()
    var idleCheck: Scheduled<Void>?
    /// The resume token this tab's app keeps its state under, until the app is reaped.
    private var resumeKey: String?
    /// The file of that state.
    private var resumePath: String?

    init(site: WebSite, start: WebSessionStart) {
        self.site = site
        self.start = start
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        startApp(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    // MARK: - Starting the app

    private func startApp(context: ChannelHandlerContext) {
        let name = site.configuration.appName
        let me = NIOLoopBound(self, eventLoop: context.eventLoop)
        guard let id = site.registry.reserve(end: { me.eventLoop.execute { me.value.end(reason: "the server is shutting down", signal: SIGTERM) } }) else {
            return close(code: .unknown(1013), reason: "\(name): the server is full (\(site.registry.limit) sessions); try again later")
        }
        sessionID = id
        claimResume(attempt: 0)
    }

    /// Takes the browser's resume token (a reload may find the last tab's app still ending: it
    /// is asked again for up to `resumeWaits` × 100 ms), then starts the app.
    private func claimResume(attempt: Int) {
        guard let context, !finished else {
            if let sessionID { site.registry.release(sessionID) }
            sessionID = nil
            return
        }
        guard let resumes = site.resumes, let key = start.resume else { return spawnApp(context: context, resumeState: nil) }
        resumes.sweep()
        if let path = resumes.claim(key) {
            resumeKey = key
            resumePath = path
            if resumes.hasState(path) {
                notice("Back where you left off.")
            } else if start.comesBack {
                notice("Nothing to resume (this app keeps no state, or \(resumes.window) s have passed); started fresh.")
            }
            return spawnApp(context: context, resumeState: path)
        }
        guard attempt >= Self.resumeWaits else {
            let me = NIOLoopBound(self, eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: .milliseconds(100)) { me.value.claimResume(attempt: attempt + 1) }
            return
        }
        notice("This browser's last session is still open in another tab; started fresh.")
        spawnApp(context: context, resumeState: nil)
    }

    /// How many times a token in use is asked for again before the tab starts fresh.
    static let resumeWaits = 20

    /// Shows `line` under the page's terminal.
    private func notice(_ line: String) {
        context?.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: line))), promise: nil)
    }

    private func spawnApp(context: ChannelHandlerContext, resumeState: String?) {
        let name = site.configuration.appName
        let me = NIOLoopBound(self, eventLoop: context.eventLoop)
        let child: ServedSessions.Process
        do {
            child = try ServedSessions.Process.spawn(path: site.configuration.appPath,
                                                     arguments: start.arguments(after: site.configuration.appArguments,
                                                                                resumeState: resumeState),
                                                     environment: site.sessionEnvironment,
                                                     columns: start.columns, rows: start.rows)
        } catch {
            if let sessionID { site.registry.release(sessionID) }
            sessionID = nil
            releaseResume()
            return close(code: .unexpectedServerError, reason: "\(name): \(error)")
        }
        process = child
        RelayStart.start(master: child.master, session: me, client: context) { result in me.value.relayStarted(result) }
        scheduleIdleCheck()
    }

    // MARK: - The page's messages

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            guard !finished else { return }
            var data = frame.unmaskedData
            guard let type = data.readInteger(as: UInt8.self) else { return }
            message(type, data, context: context)
        case .ping:
            var data = frame.unmaskedData
            let bytes = data.readSlice(length: min(data.readableBytes, 125)) ?? ByteBuffer()
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: bytes)), promise: nil)
        case .connectionClose:
            // The page is leaving, or answers the server's close frame: answer (once) and close;
            // channelInactive hangs the app up.
            finished = true
            idleCheck?.cancel()
            closing.received(context: context)
        default:
            break
        }
    }

    private func message(_ type: UInt8, _ data: ByteBuffer, context: ChannelHandlerContext) {
        switch type {
        case UInt8(ascii: "i"):
            lastInput = .now()
            guard let relay else {
                if process != nil { pending.append(data) }
                return
            }
            relay.writeAndFlush(data, promise: nil)
            // The app reads slower than the page sends: stop reading the socket until it takes more.
            if !relay.isWritable { context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in } }
        case UInt8(ascii: "r"):
            let text = String(buffer: data)
            let sides = text.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, let process, reaper == nil else { return }
            ServedSessions.Process.resize(master: process.master, columns: max(1, sides[0]), rows: max(1, sides[1]))
        case UInt8(ascii: "a"):
            guard let count = Int(String(buffer: data)), count > 0 else { return }
            undrawn = max(0, undrawn - count)
            resumeTerminalIfDrained()
        default:
            break
        }
    }

    // MARK: - The app's output

    func relayRead(_ buffer: ByteBuffer) {
        guard let context, !finished else { return }
        undrawn += buffer.readableBytes
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .binary, data: buffer)), promise: nil)
        // The page draws slower than the app writes: stop reading the terminal until it catches up.
        if !context.channel.isWritable || undrawn > Self.highWater {
            relay?.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
        }
    }

    func relayWritabilityChanged(_ writable: Bool) {
        guard writable, let context else { return }
        context.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
        context.read()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        resumeTerminalIfDrained()
        context.fireChannelWritabilityChanged()
    }

    private func resumeTerminalIfDrained() {
        guard let context, context.channel.isWritable, undrawn <= Self.lowWater else { return }
        relay?.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
    }

    // MARK: - Ending

    /// The tab went away (closed, reloaded, network gone): hang the app up.
    func channelInactive(context: ChannelHandlerContext) {
        finished = true
        channelClosed = true
        idleCheck?.cancel()
        closing.cancel()
        releaseSlotWhenDone()
        if process != nil {
            end(reason: nil, signal: SIGHUP)
            relay?.close(promise: nil)
        }
        context.fireChannelInactive()
    }

    /// A session holds its slot until its app is reaped and its socket closed: a shutdown waits
    /// for every slot, so it never cuts off the close frame with the page's last line.
    private func releaseSlotWhenDone() {
        guard reaper?.isDone == true, channelClosed, let sessionID else { return }
        site.registry.release(sessionID)
        self.sessionID = nil
    }

    var appPID: pid_t? { process?.pid }
    var idleTimeout: Int? { site.configuration.idleTimeout }
    var endsWhenIdle: Bool { !finished && reaper == nil }
    var appName: String { site.configuration.appName }

    /// The app has ended: its token may serve the browser's next tab.
    private func releaseResume() {
        guard let resumeKey else { return }
        site.resumes?.release(resumeKey)
        self.resumeKey = nil
    }

    func reaped(status: Int32) {
        let code = ServedSessions.Process.exitCode(status)
        if let resumePath { site.resumes?.forgetAfterCrash(resumePath, exitCode: code) }
        releaseResume()
        releaseSlotWhenDone()
        finishAfterReap(exitCode: code)
    }

    /// Closes the socket with the app's status (or the end reason) as the page's last line.
    func finish(status: Int) {
        let reason = endReason ?? "\(site.configuration.appName) ended (exit status \(status)); reload the page to start again"
        close(code: status == 0 ? .normalClosure : .unexpectedServerError, reason: reason)
    }

    private let closing = WebSocketClosing()

    /// Sends a close frame (the reason cut to the 123 bytes a frame holds); the connection
    /// closes when the page answers it (`WebSocketClosing`).
    private func close(code: WebSocketErrorCode, reason: String?) {
        finished = true
        idleCheck?.cancel()
        guard let context else { return }
        closing.send(code: code, reason: reason, context: context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
