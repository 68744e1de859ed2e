import Tape
import TerminalCore

/// A fuzz session as data: where it starts and what it feeds. Its `text` is a tape that
/// `lcdemo --replay` (and `lcdemo --fuzz-tape`) replays.
package struct FuzzTape: Hashable, Sendable {
    /// The start route (`onboarding`, `login`, `home`).
    package var route: String
    /// The screen size at start.
    package var size: Size
    /// The commands, in order.
    package var commands: [TapeCommand]

    /// A session at `route` on a `size` screen feeding `commands`.
    package init(route: String, size: Size = Size(width: 80, height: 24), commands: [TapeCommand]) {
        self.route = route
        self.size = size
        self.commands = commands
    }

    /// Session `session` of the campaign seeded `seed`, `length` commands long: the same
    /// numbers, the same tape.
    package static func generated(seed: UInt64, session: Int, length: Int, avoidsGraphemeMerges: Bool = false) -> FuzzTape {
        var mixer = FuzzRandom(seed: seed &+ UInt64(truncatingIfNeeded: session) &* 0xD1B5_4A32_D192_ED03)
        var generator = FuzzGenerator(seed: mixer.next(), avoidsGraphemeMerges: avoidsGraphemeMerges)
        let route = generator.nextRoute()
        return FuzzTape(route: route, commands: (0..<max(0, length)).map { _ in generator.nextCommand() })
    }

    /// The tape's text, with `comment` lines on top.
    package func text(comment: [String] = []) -> String {
        var lines = comment.map { "# \($0)" }
        lines.append("Size \(size)")
        lines.append("Route \(route)")
        lines += commands.map(\.description)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fuzz tape a parsed tape describes: its inputs and `Set` options (assertions are dropped).
    package init(_ tape: Tape) {
        self.init(route: tape.route ?? "onboarding", size: tape.size,
                  commands: tape.commands.map(\.command).filter { command in
                      if case .set = command { return true }
                      return !command.inputs.isEmpty
                  })
    }
}
