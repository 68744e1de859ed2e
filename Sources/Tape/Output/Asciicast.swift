import TerminalCore

/// An asciicast v2 recording being made: a header line (width, height, title) and one event
/// line per frame (`[time, "o", bytes]`) or resize (`[time, "r", "COLSxROWS"]`).
///
/// Each frame is written as the escape sequences that redraw the rows it changed (the whole
/// screen first and after a resize); a frame equal to the last one writes nothing. The text
/// depends only on the frames, sizes and times given, so a replay gives the same bytes every run.
package struct Asciicast {
    /// The header and events so far, one JSON line each, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    private var frameBytes: [UInt8] = []
    /// The title in the header.
    package let title: String
    private var lastScreen: Canvas?
    private var lastCursor: Point??
    private var lastTime: Duration = .zero

    /// A cast of a `size` screen titled `title`.
    package init(size: Size, title: String) {
        self.title = title
        bytes = Array("{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"title\": ".utf8)
        Self.appendJSONString(Array(title.utf8), to: &bytes)
        bytes += Array(", \"env\": {\"TERM\": \"xterm-256color\"}}\n".utf8)
    }

    /// Records `screen` (with the cursor at `cursor`, or hidden) shown at `time`.
    package mutating func frame(_ screen: Canvas, cursor: Point?, at time: Duration) {
        guard screen != lastScreen || cursor != lastCursor else { return }
        frameBytes.removeAll(keepingCapacity: true)
        ANSIScreen.append(screen, cursor: cursor, previous: lastScreen, to: &frameBytes)
        lastScreen = screen
        lastCursor = .some(cursor)
        event(at: time, kind: "o", data: frameBytes)
    }

    /// Records that the screen became `size` at `time`.
    package mutating func resize(to size: Size, at time: Duration) {
        lastScreen = nil
        event(at: time, kind: "r", data: Array("\(size.width)x\(size.height)".utf8))
    }

    private mutating func event(at time: Duration, kind: String, data: [UInt8]) {
        // Times never go back, even when a clock does.
        lastTime = max(lastTime, time)
        bytes += Array("[\(Self.seconds(lastTime)), \"\(kind)\", ".utf8)
        Self.appendJSONString(data, to: &bytes)
        bytes += Array("]\n".utf8)
    }

    /// Appends the UTF-8 text `data` as a JSON string: quoted, with `"`, `\` and control
    /// characters escaped.
    private static func appendJSONString(_ data: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(0x22)
        for byte in data {
            switch byte {
            case 0x22, 0x5C:
                bytes.append(0x5C)
                bytes.append(byte)
            case 0..<0x20, 0x7F:
                // \u00XX
                bytes.append(0x5C)
                bytes.append(0x75)
                bytes.append(0x30)
                bytes.append(0x30)
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    /// The lowercase hex digit of `nibble` (0–15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }

    /// `duration` in seconds with six decimals (`1.250000`).
    package static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micro = Int(attoseconds / 1_000_000_000_000)
        let fraction = String(micro)
        return "\(seconds).\(String(repeating: "0", count: max(0, 6 - fraction.count)))\(fraction)"
    }
}
