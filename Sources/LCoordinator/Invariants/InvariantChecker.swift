import TerminalCore
@_spi(Walkers) import TerminalUI

/// Checks an app's structural invariants after an event (frames, wide characters, patched frames,
/// leaks, the log-in gate, the coordinator tree); apps switch it on in debug builds and tests, and
/// the fuzzer runs it after every event. <doc:TestingYourNavigation> lists the rules.
///
/// ```swift
/// let checker = InvariantChecker(application: app, leakTracker: tracker,
///                                isAuthenticated: { session.isLoggedIn },
///                                isGated: { $0 is TabBarController })
/// app.afterEvent = { assert(checker.violations().isEmpty) }
/// ```
@MainActor
package final class InvariantChecker {
    private let application: Application
    private let leakTracker: LeakTracker?
    private let isAuthenticated: @MainActor () -> Bool
    private let isGated: @MainActor (ViewController) -> Bool
    private let coordinatorTree: (@MainActor () -> (any Coordinator)?)?
    private let isUnowned: @MainActor (ViewController) -> Bool
    private var checkedFrames = -1
    private var frameFindings: [InvariantViolation] = []
    private var reportedMismatches = 0

    /// The terminal's composed screen of the last frame, when the terminal keeps one (a
    /// `HeadlessTerminal`'s `screen`): the `wide` rule then reads it instead of composing the
    /// frame a second time. Nil composes the frame.
    package var composedScreen: (@MainActor () -> Canvas)?

    /// - Parameters:
    ///   - application: the app whose window and frames are checked.
    ///   - leakTracker: the tracker whose report must stay empty (nil skips the rule).
    ///   - isAuthenticated: whether the user is logged in now.
    ///   - isGated: whether a screen may only be visible while logged in.
    ///   - coordinatorTree: the root coordinator whose routers own the screens (nil skips `tree`).
    ///   - isUnowned: screens no coordinator owns by design (tools, alerts the app presents itself).
    package init(application: Application, leakTracker: LeakTracker?,
                isAuthenticated: @escaping @MainActor () -> Bool = { true },
                isGated: @escaping @MainActor (ViewController) -> Bool = { _ in false },
                coordinatorTree: (@MainActor () -> (any Coordinator)?)? = nil,
                isUnowned: @escaping @MainActor (ViewController) -> Bool = { _ in false }) {
        self.application = application
        self.leakTracker = leakTracker
        self.isAuthenticated = isAuthenticated
        self.isGated = isGated
        self.coordinatorTree = coordinatorTree
        self.isUnowned = isUnowned
        application.window.verifiesPatchedFrames = true
        reportedMismatches = application.window.patchedFrameMismatches.count
    }

    /// Every rule broken now (empty when all hold).
    package func violations() -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        // A frame is checked once, when presented; the size rule is checked every time.
        if let frame = application.lastFrame {
            if application.framesPresented != checkedFrames {
                checkedFrames = application.framesPresented
                frameFindings = Self.frameViolations(frame, terminalSize: frame.size, composed: composedScreen?())
            }
            found += frameFindings
            if frame.size != application.terminal.size {
                found.append(InvariantViolation(rule: "frame", detail: "frame is \(frame.size) on a \(application.terminal.size) terminal"))
            }
        }
        let mismatches = application.window.patchedFrameMismatches
        if mismatches.count > reportedMismatches {
            found.append(InvariantViolation(rule: "retained", detail: "a patched frame differs from the frame drawn whole: \(mismatches[reportedMismatches])"))
            reportedMismatches = mismatches.count
        }
        if let leaks = leakTracker?.leaks(), let first = leaks.first {
            found.append(InvariantViolation(rule: "leak", detail: first.description))
        }
        if !isAuthenticated(), let gated = application.window.visibleViewControllers.first(where: isGated) {
            found.append(InvariantViolation(rule: "auth", detail: "\(type(of: gated)) is visible while logged out"))
        }
        if let coordinatorTree {
            found += treeViolations(root: coordinatorTree())
        }
        return found
    }

    /// The `tree` rule for the tree under `root`.
    private func treeViolations(root: (any Coordinator)?) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        var owned = Set<ObjectIdentifier>()
        var routers: [(router: any RouterProtocol, owner: String)] = []
        var seenRouters = Set<ObjectIdentifier>()
        for coordinator in root.map({ Array($0.subtree()) }) ?? [] {
            guard let routed = coordinator as? any RouterCoordinator else { continue }
            for candidate in [routed.router, routed.parentRouter] {
                guard seenRouters.insert(ObjectIdentifier(candidate)).inserted else { continue }
                routers.append((candidate, coordinator.coordinatorName))
            }
        }
        for (router, _) in routers {
            owned.insert(ObjectIdentifier(router.navigationController))
            for screen in router.stack { owned.insert(ObjectIdentifier(screen)) }
            for context in router.contextRecords {
                if let screen = context.screen { owned.insert(ObjectIdentifier(screen)) }
            }
        }
        // A screen is owned when a router of the tree shows it, or when it is embedded (not a
        // container's child) in an owned screen.
        func isOwned(_ controller: ViewController) -> Bool {
            let embedding = Chain(controller) { screen in screen.parent.flatMap { $0.isContainer ? nil : $0 } }
            return embedding.contains { owned.contains(ObjectIdentifier($0)) }
        }
        let window = application.window
        if let stray = window.visibleViewControllers.first(where: { !isUnowned($0) && !isOwned($0) }) {
            found.append(InvariantViolation(rule: "tree", detail: "the visible \(Self.name(of: stray)) belongs to no coordinator in the tree"))
        }
        for (router, owner) in routers {
            for context in router.contextRecords {
                guard let screen = context.screen else {
                    found.append(InvariantViolation(rule: "tree", detail: "\(owner)'s router holds a \(context.kind) context of \(context.coordinatorType) whose screen is gone"))
                    continue
                }
                if context.coordinator == nil {
                    found.append(InvariantViolation(rule: "tree", detail: "\(owner)'s router holds a \(context.kind) context of \(Self.name(of: screen)) for a released \(context.coordinatorType)"))
                } else if screen.window !== window {
                    found.append(InvariantViolation(rule: "tree", detail: "\(owner)'s router holds a \(context.kind) context of \(Self.name(of: screen)) (\(context.coordinatorType)) that is not on screen"))
                }
            }
        }
        return found
    }

    private static func name(of screen: ViewController) -> String {
        let type = String(describing: Swift.type(of: screen))
        guard let title = screen.title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }

    /// The `frame` and `wide` rules for one frame on a terminal of `terminalSize`.
    /// `composed` is the frame's composed screen when the caller has it already.
    package static func frameViolations(_ frame: Frame, terminalSize: Size, composed: Canvas? = nil) -> [InvariantViolation] {
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
        found += wideViolations(in: composed ?? frame.composed())
        return found
    }

    /// The `wide` rule for one canvas (for example a frame's composed screen).
    package static func wideViolations(in canvas: Canvas) -> [InvariantViolation] {
        wideSplit(in: canvas).map { [InvariantViolation(rule: "wide", detail: $0)] } ?? []
    }

    private static func wideSplit(in canvas: Canvas) -> String? {
        let width = canvas.size.width
        // Reads only the widths, in place.
        var split: (x: Int, y: Int)?
        rows: for y in 0..<canvas.size.height {
            split = canvas.rows[y].withUnsafeBufferPointer { cells -> (x: Int, y: Int)? in
                for x in 0..<width {
                    switch cells[x].width {
                    case 0: if x == 0 || cells[x - 1].width != 2 { return (x, y) }
                    case 2: if x + 1 >= width || cells[x + 1].width != 0 { return (x, y) }
                    default: break
                    }
                }
                return nil
            }
            if split != nil { break rows }
        }
        guard let (x, y) = split else { return nil }
        let cell = canvas[x, y]
        if cell.isContinuation { return "continuation cell at \(x),\(y) without its wide character" }
        return "wide \"\(cell.symbol)\" at \(x),\(y) has no continuation cell"
    }
}
