import LCoordinator
import ShopDemo
import Tape
import TerminalCore

/// `--save-state FILE`, `--restore FILE` and a server's `--resume-state FILE`: the navigation
/// state as JSON.
struct StateOptions {
    /// `--save-state FILE`: where the state is written on quit.
    var saveState: String?
    /// `--restore FILE`: the state to start from.
    var restore: String?
    /// `--resume-state FILE`: the state a served session starts from when FILE exists (before
    /// `--restore`), and keeps current while it runs (`ResumeState`).
    var resumeState: String? = nil

    /// Reads `--restore`'s file and checks it (a regular file, its size, its JSON's depth, the
    /// version, limits and routes) — before the terminal is taken, so a FIFO or a huge file
    /// never leaves a blank screen. Returns the state, or the one-line reason the app starts
    /// fresh instead (nil, nil without `--restore`).
    func readRestore() -> (state: NavigationState?, problem: String?) {
        if let resumeState, case let (state?, problem) = read(resumeState) { return (state, problem) }
        guard let restore else { return (nil, nil) }
        return read(restore)
    }

    /// The state in `restore`'s file, or the reason the app starts fresh (`--restore`'s rules).
    private func read(_ restore: String) -> (state: NavigationState?, problem: String?) {
        let file = PrintableText.escaping(restore)
        let text: String
        do throws(TapeFileError) {
            guard let read = try StateFile.read(atPath: restore) else {
                return (nil, "no state file \(file); starting fresh")
            }
            text = read
        } catch {
            return (nil, "\(error); starting fresh")
        }
        do throws(NavigationStateError) {
            return (try NavigationState(json: text, routes: ShopApp.routes), nil)
        } catch {
            return (nil, "\(file): \(error); starting fresh")
        }
    }

    /// Writes `shop`'s navigation state to `--save-state`'s file; returns the error line, if any.
    @MainActor
    func save(_ shop: ShopApp) -> String? {
        guard let saveState else { return nil }
        do throws(TapeFileError) {
            try StateFile.write(shop.navigationState.jsonText(), toPath: saveState)
            return nil
        } catch {
            return "lcdemo: \(error)"
        }
    }
}
