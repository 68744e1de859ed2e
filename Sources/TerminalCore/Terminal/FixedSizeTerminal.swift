/// A terminal that lays out at a fixed size (`--size`) inside a larger real one.
///
/// It reports `size` (never more than the real screen, so nothing is cut off) and passes
/// everything else through; a resize of the real screen becomes a resize to the clamped size.
@MainActor
public final class FixedSizeTerminal: Terminal {
    public let base: any Terminal
    public let requestedSize: Size

    public init(base: any Terminal, size: Size) {
        self.base = base
        self.requestedSize = size
    }

    public var size: Size {
        let real = base.size
        return Size(width: min(requestedSize.width, real.width), height: min(requestedSize.height, real.height))
    }

    public func start() throws { try base.start() }

    public func stop() { base.stop() }

    public func present(_ frame: Frame) { base.present(frame) }

    public func nextEvent(timeout: Duration?) -> TerminalInput {
        switch base.nextEvent(timeout: timeout) {
        case .event(.resize): .event(.resize(size))
        case let input: input
        }
    }
}
