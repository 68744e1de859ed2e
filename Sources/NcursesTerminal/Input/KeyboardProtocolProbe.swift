import Glibc

/// Asks the terminal whether it speaks the kitty keyboard protocol.
///
/// It writes `CSI ? u` (the protocol's flags query) followed by a primary device-attributes
/// request (`CSI c`), which every terminal answers: a flags reply before the attributes reply
/// means yes, the attributes reply alone means no, and silence until the timeout means no.
/// Bytes that arrive around the replies (keys typed meanwhile) are handed back.
enum KeyboardProtocolProbe {
    /// The query: flags, then primary device attributes.
    static let query = Array("\u{1B}[?u\u{1B}[c".utf8)

    /// What the terminal answered.
    struct Answer: Equatable {
        /// Whether a kitty flags reply came.
        var supportsKitty: Bool
        /// Whether the device-attributes reply came (the probe is complete).
        var answered: Bool
        /// Input that was not part of a reply, in order.
        var other: [UInt8]
    }

    /// Writes the query to `output` and reads replies from `input` for at most `timeout`.
    static func run(input: Int32, output: Int32, timeout: Duration) -> Answer {
        var written = 0
        while written < query.count {
            let count = query[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return Answer(supportsKitty: false, answered: false, other: []) }
            written += count
        }
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let answer = parse(bytes)
            if answer.answered { return answer }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return answer }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return parse(bytes) }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return parse(bytes) }
            bytes += buffer[0..<count]
        }
    }

    /// Finds the replies in `bytes`: `CSI ? digits u` and `CSI ? digits;… c`.
    static func parse(_ bytes: [UInt8]) -> Answer {
        var answer = Answer(supportsKitty: false, answered: false, other: [])
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") {
                var end = index + 3
                while end < bytes.count, (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) || bytes[end] == UInt8(ascii: ";") {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "u") {
                    answer.supportsKitty = true
                    index = end + 1
                    continue
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "c") {
                    answer.answered = true
                    index = end + 1
                    continue
                }
                if end == bytes.count { break } // a reply still arriving
            }
            answer.other.append(bytes[index])
            index += 1
        }
        return answer
    }
}
