import CNcurses
import Glibc

/// The bytes that give a terminal back after a crash, computed from terminfo while it is safe.
///
/// A signal handler cannot call `endwin`, so the strings it needs are looked up at start:
/// reset attributes and colours, show the cursor, leave keypad mode, leave the alternate screen.
enum RestoreSequence {
    /// terminfo capabilities in the order they are sent.
    static let capabilities = [
        "sgr0",  // exit_attribute_mode
        "op",    // orig_pair: the terminal's own colours
        "cnorm", // cursor_normal
        "rmkx",  // keypad_local
        "rmcup", // exit_ca_mode
    ]

    /// The restore sequence of the current curses terminal (call after `newterm`).
    static func forCurrentTerminal() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in capabilities {
            bytes += withoutPadding(terminfoString(capability) ?? [])
        }
        if terminfoString("rmcup") == nil {
            // No alternate screen to leave: at least start the shell's output on a fresh line.
            bytes += Array("\r\n".utf8)
        }
        return bytes
    }

    /// The raw bytes of a string capability of the current terminal, nil when it has none.
    static func terminfoString(_ capability: String) -> [UInt8]? {
        guard let value = lc_tigetstr(capability) else { return nil }
        // The raw bytes: a capability need not be valid UTF-8.
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }

    /// `bytes` without terminfo padding markers (`$<5>`, `$<2*/>`), which only `tputs` understands.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
