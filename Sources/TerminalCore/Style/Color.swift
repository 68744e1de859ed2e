#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal colour: the terminal's own default, or one of the 16 named colours.
///
/// The raw value is the ANSI/curses colour number (0–15); `.default` is -1, which curses
/// (with `use_default_colors`) and ANSI SGR 39/49 both read as "the terminal's own colour".
public enum Color: Int, Hashable, Sendable, CaseIterable {
    case `default` = -1
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// Whether this is one of the eight bright variants (8–15).
    public var isBright: Bool { rawValue >= 8 }
}

/// Whether the environment asks for no colour: `NO_COLOR` set to a non-empty value (no-color.org).
public enum ColorSupport {
    /// Whether colours are off: `NO_COLOR` set to anything non-empty.
    public static func isDisabled(environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// Whether the running process's environment asks for no colour (`NO_COLOR` non-empty).
    package static var isDisabledForThisProcess: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }
}
