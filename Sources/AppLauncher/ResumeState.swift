#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import TerminalUI

/// `--resume-state FILE`: the state of a served session kept on disk while it runs, so that a
/// session whose connection drops (its process hung up, with no chance to save) can be started
/// again where it was. Written after every settled event that changed it (atomically, so a
/// hang-up mid-write leaves the previous state), and deleted when the user quits on purpose.
@MainActor
package final class ResumeState {
    package let path: String
    private var written: String?
    private var failed = false

    /// Keeps the state at `path`, which already holds `written` (nil: nothing yet).
    package init(path: String, written: String?) {
        self.path = path
        self.written = written
    }

    /// Writes `session`'s state when it changed since the last write. A failure is said once in
    /// the status line; the app goes on.
    package func save(_ session: any AppSession) {
        guard let state = session.saveState(), state != written else { return }
        do throws(TapeFileError) {
            try StateFile.write(state, toPath: path)
            written = state
        } catch {
            guard !failed else { return }
            failed = true
            session.application.window.showStatus("Cannot keep your place for a reconnect: \(error)")
        }
    }

    /// Saves now and after every settled event from here on (after the app's own `afterEvent`).
    /// `session` is held weakly: the caller keeps it alive while the app runs.
    package func keep(_ session: any AppSession) {
        save(session)
        let application = session.application
        let previous = application.afterEvent
        application.afterEvent = { [weak self, weak session] in
            previous?()
            if let self, let session { self.save(session) }
        }
    }

    /// The user quit: a reconnect starts fresh.
    package func remove() {
        unlink(path)
    }
}
