#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinator
import ShopDemo
import Tape
import TerminalCore
import TerminalUI

/// One fuzzing session: a fresh Shop app on a headless terminal and a virtual clock, fed tape
/// commands one input at a time, with the invariant checker run after every input.
@MainActor
package final class FuzzSession {
    private let terminal: HeadlessTerminal
    private let clock = VirtualClock()
    private let shop: ShopApp
    private let checker: InvariantChecker
    /// Inputs fed so far.
    package private(set) var inputsFed = 0
    /// Whether the `footer` rule is checked (it forks a process per footer key).
    package var checksFooter = false
    /// The footer rule probes one of every `footerSample` new states, chosen by the state's
    /// signature, so the same states are probed every run (1: every new state).
    package var footerSample = 1
    /// Footer states probed already, shared by every session of the process: most states (Home
    /// at 80x24, an alert over a screen) recur in session after session. Bounded, so a long
    /// campaign's memory stays flat.
    private static var probedFooters: Set<Int> = []
    /// How many footer keys this process has pressed in forked copies.
    package private(set) static var footerProbes = 0

    /// Starts the app at `route` on a `size` screen.
    package init(route: String, size: Size) {
        terminal = HeadlessTerminal(size: size)
        shop = ShopApp(terminal: terminal, clock: clock)
        checker = shop.makeInvariantChecker()
        checker.composedScreen = { [terminal] in terminal.screen }
        shop.start(route: StartRoute(rawValue: route) ?? .onboarding)
    }

    /// Whether the app quit (`q`, Ctrl+C); a session ends there.
    package var hasQuit: Bool { shop.application.isQuitting }

    /// The screen's rows.
    package var lines: [String] { terminal.lines }

    /// The `footer` rule: each key the footer shows does something. "Does something" means a
    /// press of it (of any of its keys, for ↑↓ and ←→), in this state, visibly changes the screen (its text, a style such as a
    /// highlight, or the cursor: a screen, alert, message or the help appears or goes) or quits the app. Each key is pressed in a forked copy of this
    /// process, so this session's state is untouched; a state whose footer was probed already
    /// (same screen, same footer) is not probed again.
    ///
    /// ↑↓ (and ←→) name a pair: the pair does something when either key does, so a list at its
    /// last row truthfully offers ↑↓ Move; a one-row list does not offer it (see `ListView`).
    package func footerViolations() -> [InvariantViolation] {
        let window = shop.application.window
        guard !shop.application.isQuitting, !window.isTooSmall(terminal.size) else { return [] }
        // What the footer draws: the bindings that fit its width (none under a status message).
        let bindings = window.footerBindings(width: terminal.size.width)
        guard !bindings.isEmpty else { return [] }
        // The signature's inputs are the screen and cursor (they change only when a frame is
        // presented, so `presentCount` stands for them) and the bindings' labels and keys. When
        // none changed since the last check, the signature is the one that check computed and
        // remembered, so this state was probed already: skipping here gives the same verdict
        // without composing and hashing the screen again.
        let footer = bindings.map { FooterKeys(label: $0.label, keys: $0.keys) }
        if terminal.presentCount == lastSignedFrame, footer == lastSignedFooter { return [] }
        let signature = Self.signature(of: terminal.screen, cursor: terminal.cursor, footer: footer)
        lastSignedFrame = terminal.presentCount
        lastSignedFooter = footer
        // States seen before (the same screen, styles, cursor and footer) were probed already;
        // the set is bounded so a long campaign's memory stays flat.
        guard footerSample <= 1 || UInt(bitPattern: signature) % UInt(footerSample) == 0 else { return [] }
        guard !Self.probedFooters.contains(signature) else { return [] }
        if Self.probedFooters.count >= 200_000 { Self.probedFooters.removeAll(keepingCapacity: true) }
        Self.probedFooters.insert(signature)
        var found: [InvariantViolation] = []
        for binding in bindings {
            // A binding of several keys (↑↓, ←→) does something when any of them does.
            if !binding.keys.isEmpty, !binding.keys.contains(where: pressChangesSomething) {
                found.append(InvariantViolation(rule: "footer", detail: "the footer shows \(binding.label) \(binding.title) but pressing it changes nothing"))
            }
        }
        return found
    }

    /// What of a footer binding the signature covers.
    private struct FooterKeys: Equatable {
        let label: String
        let keys: [KeyEvent]
    }
    /// `terminal.presentCount` and the footer when the signature was last computed.
    private var lastSignedFrame = -1
    private var lastSignedFooter: [FooterKeys] = []

    /// A 64-bit FNV-1a hash of every cell (symbol, width, style), the cursor and the footer:
    /// the memo's key. It reads the cells in place instead of hashing each cell's `String`
    /// through `Hasher`, which cost more than composing the screen.
    private static func signature(of screen: Canvas, cursor: Point?, footer: [FooterKeys]) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01b3 }
        mix(UInt64(bitPattern: Int64(screen.size.width)))
        mix(UInt64(bitPattern: Int64(screen.size.height)))
        var style: Style?
        for row in screen.rows {
            row.withUnsafeBufferPointer { cells in
                for cell in cells {
                    if cell.style != style {
                        style = cell.style
                        mix(0x5157_4c45 &+ UInt64(bitPattern: Int64(cell.style.hashValue)))
                    }
                    mix(UInt64(bitPattern: Int64(cell.width)))
                    for byte in screen.symbol(of: cell).utf8 { mix(UInt64(byte)) }
                }
            }
        }
        if let cursor { mix(UInt64(bitPattern: Int64(cursor.x))); mix(UInt64(bitPattern: Int64(cursor.y))) } else { mix(.max) }
        for binding in footer {
            for byte in binding.label.utf8 { mix(UInt64(byte)) }
            mix(0x4b45_5953 &+ UInt64(bitPattern: Int64(binding.keys.hashValue)))
        }
        return Int(bitPattern: UInt(hash))
    }

    private func pressChangesSomething(_ key: KeyEvent) -> Bool {
        Self.footerProbes += 1
        // The screen before, composed in this process (the signature read it), so no child
        // composes it again.
        let before = terminal.screen
        let cursor = terminal.cursor
        let presented = terminal.presentCount
        let pid = fork()
        if pid == 0 {
            alarm(2)
            terminal.enqueue(.key(key))
            // A forked child has no thread pool (fork copies only this thread): work sent to
            // an actor would never come back, so only the main-actor work that is ready runs.
            shop.application.processPendingInput(waitingAtMost: .zero)
            // The screen and cursor change only when a frame is presented; then the screens are
            // compared cell by cell, styles included (an alert's ←→ moves only the highlight).
            let changed = shop.application.isQuitting
                || (terminal.presentCount != presented && (terminal.cursor != cursor || terminal.screen != before))
            _exit(changed ? 0 : 1)
        }
        guard pid > 0 else { return true }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Only a clean "nothing changed" counts; a crash in the probe is found by the session itself.
        return status != 1 << 8
    }

    /// Feeds `command`; `beforeInput` runs before each input (the worker arms its hang alarm
    /// there). Returns the first violations found, after the input that broke an invariant.
    package func perform(_ command: TapeCommand, beforeInput: () -> Void = {}) -> [InvariantViolation] {
        let application = shop.application
        if case .set(let name, let value) = command, let problem = ShopReplayOptions.set(name, to: value, on: shop) {
            return [InvariantViolation(rule: "tape", detail: "Set \(name) \(value): \(problem)")]
        }
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
                application.runReadyWork()
            case .mouse(let event):
                terminal.enqueue(.mouse(event))
                application.processPendingInput()
            case .paste(let text):
                terminal.enqueue(.paste(text))
                application.processPendingInput()
            }
            inputsFed += 1
            var violations = checker.violations()
            if checksFooter, violations.isEmpty { violations = footerViolations() }
            if !violations.isEmpty { return violations }
        }
        return []
    }
}
