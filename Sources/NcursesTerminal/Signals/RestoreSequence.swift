import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes that give a terminal back after a crash, computed from terminfo while it is safe.
///
/// A signal handler cannot call `endwin`, so the strings it needs are looked up at start (and
/// again after a resize): make the whole screen scroll again (curses sets a scroll region within a frame to scroll part of it, and a
/// signal can land before it is reset), leave insert mode, reset attributes and colours, show
/// the cursor, leave keypad mode, leave the alternate screen.
enum RestoreSequence {
    /// CAN: ends any escape sequence in progress (a signal can cut a frame anywhere); a
    /// terminal ignores it otherwise. It goes first, before the input modes are switched off.
    static let cancel: [UInt8] = [0x18]

    /// terminfo capabilities without parameters, in the order they are sent after the scroll region.
    static let capabilities = [
        "rmir",  // exit_insert_mode
        "sgr0",  // exit_attribute_mode
        "op",    // orig_pair: the terminal's own colours
        "cnorm", // cursor_normal
        "rmkx",  // keypad_local
        "rmcup", // exit_ca_mode
    ]

    /// The restore sequence of the current curses terminal at its current size (call after
    /// `newterm`, and again when the size changed).
    static func forCurrentTerminal() -> [UInt8] {
        let lines = Int32(lc_lines())
        var bytes: [UInt8] = []
        // change_scroll_region to the whole screen.
        bytes += withoutPadding(parameterized("csr", 0, lines - 1) ?? [])
        for capability in capabilities {
            bytes += withoutPadding(terminfoString(capability) ?? [])
        }
        if terminfoString("rmcup") == nil {
            // No alternate screen to leave: the shell's output starts on a fresh bottom line.
            bytes += withoutPadding(parameterized("cup", lines - 1, 0) ?? [])
            bytes += Array("\r\n".utf8)
        }
        return bytes
    }

    /// A string capability with two numeric parameters filled in; nil when the terminal has none.
    static func parameterized(_ capability: String, _ first: Int32, _ second: Int32) -> [UInt8]? {
        guard let value = lc_tiparm2(capability, first, second) else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
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
