import TerminalCore
import TerminalUI

/// Checks an app's structural invariants after an event; apps switch it on in debug builds and
/// tests, and the fuzzer runs it after every event.
///
/// ```swift
/// let checker = InvariantChecker(application: app, leakTracker: tracker,
///                                isAuthenticated: { session.isLoggedIn },
///                                isGated: { $0 is TabBarController })
/// app.afterEvent = { assert(checker.violations().isEmpty) }
/// ```
///
/// The rules:
/// - `frame`: the last presented frame is laid out for the terminal's size, and every layer lies
///   inside the screen;
/// - `wide`: no wide character is split — every continuation cell follows a width-2 cell on the
///   same row, and no width-2 cell sits in the last column;
/// - `leak`: the leak tracker reports nothing;
/// - `auth`: while logged out, no visible view controller is a gated one.
@MainActor
public final class InvariantChecker {
    private let application: Application
    private let leakTracker: LeakTracker?
    private let isAuthenticated: @MainActor () -> Bool
    private let isGated: @MainActor (ViewController) -> Bool
    private var checkedFrames = -1
    private var frameFindings: [InvariantViolation] = []

    /// - Parameters:
    ///   - application: the app whose window and frames are checked.
    ///   - leakTracker: the tracker whose report must stay empty (nil skips the rule).
    ///   - isAuthenticated: whether the user is logged in now.
    ///   - isGated: whether a screen may only be visible while logged in.
    public init(application: Application, leakTracker: LeakTracker?,
                isAuthenticated: @escaping @MainActor () -> Bool = { true },
                isGated: @escaping @MainActor (ViewController) -> Bool = { _ in false }) {
        self.application = application
        self.leakTracker = leakTracker
        self.isAuthenticated = isAuthenticated
        self.isGated = isGated
    }

    /// Every rule broken now (empty when all hold).
    public func violations() -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        // A frame is checked once, when presented; the size rule is checked every time.
        if let frame = application.lastFrame {
            if application.framesPresented != checkedFrames {
                checkedFrames = application.framesPresented
                frameFindings = Self.frameViolations(frame, terminalSize: frame.size)
            }
            found += frameFindings
            if frame.size != application.terminal.size {
                found.append(InvariantViolation(rule: "frame", detail: "frame is \(frame.size) on a \(application.terminal.size) terminal"))
            }
        }
        if let leaks = leakTracker?.leaks(), let first = leaks.first {
            found.append(InvariantViolation(rule: "leak", detail: first.description))
        }
        if !isAuthenticated(), let gated = application.window.visibleViewControllers.first(where: isGated) {
            found.append(InvariantViolation(rule: "auth", detail: "\(type(of: gated)) is visible while logged out"))
        }
        return found
    }

    /// The `frame` and `wide` rules for one frame on a terminal of `terminalSize`.
    public static func frameViolations(_ frame: Frame, terminalSize: Size) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if frame.size != terminalSize {
            found.append(InvariantViolation(rule: "frame", detail: "frame is \(frame.size) on a \(terminalSize) terminal"))
        }
        let screen = Rect(size: frame.size)
        for layer in frame.layers where layer.canvas.size.width > 0 && layer.canvas.size.height > 0 {
            let rect = layer.frame
            if rect.origin.x < 0 || rect.origin.y < 0 || rect.origin.x + rect.size.width > screen.size.width
                || rect.origin.y + rect.size.height > screen.size.height {
                found.append(InvariantViolation(rule: "frame", detail: "layer \(layer.id) at \(rect.origin) size \(rect.size) leaves the \(frame.size) screen"))
            }
        }
        found += wideViolations(in: frame.composed())
        return found
    }

    /// The `wide` rule for one canvas (for example a frame's composed screen).
    public static func wideViolations(in canvas: Canvas) -> [InvariantViolation] {
        wideSplit(in: canvas).map { [InvariantViolation(rule: "wide", detail: $0)] } ?? []
    }

    private static func wideSplit(in canvas: Canvas) -> String? {
        let width = canvas.size.width
        for y in 0..<canvas.size.height {
            for x in 0..<width {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    guard x > 0, canvas[x - 1, y].width == 2 else { return "continuation cell at \(x),\(y) without its wide character" }
                } else if cell.width == 2 {
                    guard x + 1 < width, canvas[x + 1, y].isContinuation else { return "wide \"\(cell.symbol)\" at \(x),\(y) has no continuation cell" }
                }
            }
        }
        return nil
    }
}
