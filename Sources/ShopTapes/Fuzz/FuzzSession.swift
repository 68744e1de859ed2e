import LCoordinator
import ShopDemo
import Tape
import TerminalCore
import TerminalUI

/// One fuzzing session: a fresh Shop app on a headless terminal and a virtual clock, fed tape
/// commands one input at a time, with the invariant checker run after every input.
@MainActor
public final class FuzzSession {
    private let terminal: HeadlessTerminal
    private let clock = VirtualClock()
    private let shop: ShopApp
    private let checker: InvariantChecker
    /// Inputs fed so far.
    public private(set) var inputsFed = 0

    /// Starts the app at `route` on a `size` screen.
    public init(route: String, size: Size) {
        terminal = HeadlessTerminal(size: size)
        shop = ShopApp(terminal: terminal, clock: clock)
        checker = shop.makeInvariantChecker()
        shop.start(route: StartRoute(rawValue: route) ?? .onboarding)
    }

    /// Whether the app quit (`q`, Ctrl+C); a session ends there.
    public var hasQuit: Bool { shop.application.isQuitting }

    /// The screen's rows.
    public var lines: [String] { terminal.lines }

    /// Feeds `command`; `beforeInput` runs before each input (the worker arms its hang alarm
    /// there). Returns the first violations found, after the input that broke an invariant.
    public func perform(_ command: TapeCommand, beforeInput: () -> Void = {}) -> [InvariantViolation] {
        let application = shop.application
        for input in command.inputs {
            if application.isQuitting { return [] }
            beforeInput()
            switch input {
            case .key(let event):
                terminal.enqueue(.key(event))
                application.processPendingInput()
            case .sleep(let duration):
                application.advance(by: duration, on: clock)
            case .resize(let size):
                terminal.resize(to: size)
                application.processPendingInput()
            case .deeplink(let url):
                shop.openDeeplink(url)
                application.settle()
            }
            inputsFed += 1
            let violations = checker.violations()
            if !violations.isEmpty { return violations }
        }
        return []
    }
}
