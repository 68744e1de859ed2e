/// A terminal that lays out at a fixed size (`--size`) inside a larger real one.
///
/// It reports `size` (never more than the real screen, so nothing is cut off) and passes
/// everything else through; a resize of the real screen becomes a resize to the clamped size.
@MainActor
public final class FixedSizeTerminal: Terminal {
    /// The terminal drawn on.
    public let base: any Terminal
    /// The size the app lays out for.
    public let requestedSize: Size

    /// `base`, laid out at `size`.
    public init(base: any Terminal, size: Size) {
        self.base = base
        self.requestedSize = size
    }

    /// The requested size.
    public var size: Size {
        let real = base.size
        return Size(width: min(requestedSize.width, real.width), height: min(requestedSize.height, real.height))
    }

    /// See `Terminal`.
    public func start() throws { try base.start() }

    /// See `Terminal`.
    public func stop() { base.stop() }

    /// See `Terminal`.
    public func present(_ frame: Frame) { base.present(frame) }

    /// Whether the base terminal was interrupted.
    public var wasInterrupted: Bool { base.wasInterrupted }

    /// See `Terminal`.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        nextEvent(timeout: timeout, wakingOn: nil)
    }

    /// See `Terminal`: the base terminal waits, so it is the one woken.
    public func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput {
        switch base.nextEvent(timeout: timeout, wakingOn: wakeDescriptor) {
        case .event(.resize): .event(.resize(size))
        case let input: input
        }
    }
}
