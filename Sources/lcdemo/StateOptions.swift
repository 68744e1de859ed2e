import ArgumentParser
import ShopDemo
import Tape
import TerminalCore

/// `--save-state FILE` and `--restore FILE`: the navigation state as JSON (issue 15 item 4).
struct StateOptions: ParsableArguments {
    @Option(name: .customLong("save-state"), help: ArgumentHelp("Write the navigation state (tabs, stacks, presented layers as routes) to FILE as JSON on quit.", valueName: "FILE"))
    var saveState: String?

    @Option(help: ArgumentHelp("Start where a --save-state FILE left off (logged out, it waits for log in, like a deep link).", valueName: "FILE"))
    var restore: String?

    /// Whether either option was given.
    var isRequested: Bool { saveState != nil || restore != nil }

    /// Reads and restores `--restore`'s file into `shop`; returns the one-line reason when the
    /// app starts fresh instead (missing, unreadable, malformed, another version, an unknown
    /// screen), for the status line and standard error.
    @MainActor
    func restore(into shop: ShopApp) -> String? {
        guard let restore else { return nil }
        let text: String
        do throws(TapeFileError) {
            guard let read = try FileSystem.readText(atPath: restore) else {
                return "no state file \(PrintableText.escaping(restore)); starting fresh"
            }
            text = read
        } catch {
            return "\(error); starting fresh"
        }
        return shop.restore(json: text)
    }

    /// Writes `shop`'s navigation state to `--save-state`'s file; returns the error line, if any.
    @MainActor
    func save(_ shop: ShopApp) -> String? {
        guard let saveState else { return nil }
        do throws(TapeFileError) {
            try FileSystem.write(shop.navigationState.jsonText(), toPath: saveState)
            return nil
        } catch {
            return "lcdemo: \(error)"
        }
    }
}
