@testable import NcursesTerminal
import Testing
import TerminalCore

/// The control-sequence decoder against hostile parameters: every number bounded, CSI-u only
/// after the kitty protocol was negotiated, case mappings that are not one character.
struct EscapeSequenceDecoderTests {
    @Test func numbersAreDigitsOnlyAndBounded() {
        #expect(EscapeSequenceDecoder.number("97", in: 0...0x10FFFF) == 97)
        #expect(EscapeSequenceDecoder.number("0000097", in: 0...100) == 97)
        for text in ["", "-1", "+1", " 1", "1 ", "1.0", "0x10", "١٢", "99999999", "-9223372036854775808", "9223372036854775808"] {
            #expect(EscapeSequenceDecoder.number(Substring(text), in: 0...Int.max) == nil, "\(text)")
        }
        #expect(EscapeSequenceDecoder.number("257", in: 1...256) == nil)
    }

    @Test func kittyKeysOnlyAfterTheTerminalSaidItSpeaksTheProtocol() {
        #expect(EscapeSequenceDecoder.decode(parameters: "97;5", final: "u", kittyKeys: false) == .ignored)
        #expect(EscapeSequenceDecoder.decode(parameters: "97;5", final: "u", kittyKeys: true) == .key(.ctrl("a")))
        #expect(EscapeSequenceDecoder.decode(parameters: "?1", final: "u", kittyKeys: false) == .kittyFlags)
        #expect(EscapeSequenceDecoder.decode(parameters: "?62;22", final: "c", kittyKeys: false) == .deviceAttributes)
        #expect(EscapeSequenceDecoder.decode(parameters: "200", final: "~", kittyKeys: false) == .pasteStart)
    }

    @Test func theIssuesCrashesDecodeToNothingOrTheLetter() {
        #expect(EscapeSequenceDecoder.decode(parameters: "97;-9223372036854775808", final: "u", kittyKeys: true) == .ignored)
        #expect(EscapeSequenceDecoder.decode(parameters: "223;2", final: "u", kittyKeys: true) == .key(.char("ß")))
        #expect(EscapeSequenceDecoder.decode(parameters: "64257;2", final: "u", kittyKeys: true) == .key(.char("ﬁ")))
        #expect(EscapeSequenceDecoder.decode(parameters: "329;2", final: "u", kittyKeys: true) == .key(.char("ŉ")))
        #expect(EscapeSequenceDecoder.decode(parameters: "1415;2", final: "u", kittyKeys: true) == .key(.char("\u{587}")))
        // Ctrl+Shift+İ: its lowercase is one character (i and a combining dot).
        if case .key(let event) = EscapeSequenceDecoder.decode(parameters: "304;6", final: "u", kittyKeys: true) {
            #expect(event.modifiers.contains(.control))
        } else {
            Issue.record("Ctrl+Shift+İ is a key")
        }
    }

    /// Thousands of generated sequences from hostile pieces: none traps, CSI-u before
    /// negotiation is never a key, and a number beyond its range is never an event.
    @Test func generatedHostileSequencesNeverTrap() {
        let pieces = ["", "0", "1", "2", "5", "9", "13", "27", "97", "127", "200", "223", "255", "256", "257", "329",
                      "1415", "57344", "64257", "65535", "65536", "1114111", "1114112", "9999999", "99999999",
                      "-1", "-9223372036854775808", "9223372036854775807", "18446744073709551616", "+3", " ", ":", "::",
                      "3:3", "a", "é", "\u{0}"]
        let prefixes = ["", "<", "?", "=", ">", "<<"]
        let finals: [Character] = ["u", "M", "m", "c", "~", "A", "\u{0}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let count = next(5)
            let fields = (0..<count).map { _ in pieces[next(pieces.count)] }
            let parameters = prefixes[next(prefixes.count)] + fields.joined(separator: next(4) == 0 ? ":" : ";")
            let final = finals[next(finals.count)]
            let negotiated = next(2) == 0
            let decoded = EscapeSequenceDecoder.decode(parameters: parameters, final: final, kittyKeys: negotiated)
            if final == "u", !negotiated, !parameters.hasPrefix("?") {
                #expect(decoded == .ignored, "\(parameters)u before negotiation")
            }
            if case .mouse(let event) = decoded {
                #expect(event.position.x >= 0 && event.position.y >= 0 && event.position.x < 65_535)
            }
        }
    }
}
