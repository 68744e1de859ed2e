import LCoordinatorLaunch

/// A flag an executable adds to `TapeCommandLine`'s own (`lcdemo --size`, `--fuzz`): the same
/// parser reads it beside the shared flags, checks its value, refuses it in the wrong mode and
/// lists it in `--help`, with the same one-line errors.
package struct TapeCommandLineFlag: Sendable {
    /// Which runs the flag belongs to.
    package enum Mode: Sendable {
        /// A live session only: refused with `--replay`.
        case live
        /// A replay only: refused without `--replay`.
        case replay
        /// Live or replay (in both synopses).
        case any
        /// A mode of the executable's own (`--fuzz`), in its own synopsis lines; the executable
        /// checks how it combines.
        case own
    }

    /// The spelling, `--size`.
    package var name: String
    /// The value's name in the help (`COLSxROWS`); nil for a flag without a value.
    package var valueName: String?
    /// The help text, one sentence or two (wrapped in `--help`).
    package var help: String
    package var mode: Mode
    /// With `mode` `.live`: the tape command that does the flag's job in a replay (`Size`),
    /// named in the error when the flag comes with `--replay`.
    package var tapeCommand: String?
    /// Left out of `--help` (flags the executable passes to its own child processes).
    package var isHidden: Bool
    /// The value is a file the flag writes (`--log FILE`): refused with `--serve-ssh`, where
    /// every session's process would write the same file.
    package var writesFile: Bool
    /// The one-line usage error for a bad value (nil: the value is fine).
    package var check: (@Sendable (String) -> String?)?

    /// - Parameters: see the properties.
    package init(_ name: String, value valueName: String? = nil, mode: Mode = .any, tapeCommand: String? = nil,
                 isHidden: Bool = false, writesFile: Bool = false, help: String, check: (@Sendable (String) -> String?)? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.mode = mode
        self.tapeCommand = tapeCommand
        self.isHidden = isHidden
        self.writesFile = writesFile
        self.check = check
    }

    /// An app's own option (`AppOption`): live only, its value checked with the option's
    /// name and the value in the message.
    package init(appOption option: AppOption) {
        var check: (@Sendable (String) -> String?)?
        if option.check != nil {
            check = { @Sendable value in option.problem(with: value) }
        }
        self.init(option.name, value: option.valueName, mode: .live, help: option.help, check: check)
    }

    /// `--name VALUE`, as the help and the synopsis write it.
    var spelling: String { valueName.map { "\(name) \($0)" } ?? name }
}
