import TerminalCore

/// An asciicast v2 recording being made: a header line (width, height, title) and one event
/// line per frame (`[time, "o", bytes]`) or resize (`[time, "r", "COLSxROWS"]`).
///
/// Each frame is written as the escape sequences that draw the whole screen (so any frame
/// can be a cast's first); a frame equal to the last one writes nothing. The text depends only on
/// the frames, sizes and times given, so a replay gives the same bytes every run.
package struct Asciicast {
    /// The header and events so far, one JSON line each, as UTF-8.
    private var bytes: [UInt8] = []
    /// The header and events so far, one JSON line each.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    private var frameBytes: [UInt8] = []
    /// The title in the header.
    package let title: String
    private var lastScreen: Canvas?
    private var lastCursor: Point??
    private var lastTime: Duration = .zero

    /// A cast of a `size` screen titled `title`.
    package init(size: Size, title: String) {
        self.title = title
        bytes = Array("{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"title\": \(Self.json(title)), \"env\": {\"TERM\": \"xterm-256color\"}}\n".utf8)
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
        bytes += Array("[\(Self.seconds(lastTime)), \"\(kind)\", \"".utf8)
        for byte in data {
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0..<0x20, 0x7F: bytes += Array("\\u00".utf8) + Self.hex(byte)
            default: bytes.append(byte)
            }
        }
        bytes += Array("\"]\n".utf8)
    }

    /// Two lowercase hex digits.
    private static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }

    /// `duration` in seconds with six decimals (`1.250000`).
    package static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micro = Int(attoseconds / 1_000_000_000_000)
        let fraction = String(micro)
        return "\(seconds).\(String(repeating: "0", count: max(0, 6 - fraction.count)))\(fraction)"
    }

    /// `text` as a JSON string.
    package static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
