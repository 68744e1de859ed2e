import Tape
import TerminalCore
import Testing

/// A cast redraws only the rows that changed: a row is compared by what it shows, never by
/// stored cells, whose cluster codes mean something only with their own canvas.
@Suite struct ANSIScreenClusterTests {
    private func bytes(_ screen: Canvas, after previous: Canvas?) -> String {
        var out: [UInt8] = []
        ANSIScreen.append(screen, cursor: nil, previous: previous, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func aRowWhoseClusterChangedBehindTheSameCodeIsRedrawn() {
        var previous = Canvas(size: Size(width: 6, height: 2))
        previous.write("ab🇫🇷", at: .zero)
        var screen = Canvas(size: Size(width: 6, height: 2))
        screen.write("ab🇯🇵", at: .zero)
        let sent = bytes(screen, after: previous)
        #expect(sent.contains("\u{1B}[1;1H"), "row 1 is redrawn")
        #expect(sent.contains("🇯🇵"))
        #expect(!sent.contains("\u{1B}[2;1H"), "row 2 did not change")
    }

    @Test func theSameTextUnderOtherCodesSendsNoRow() {
        var previous = Canvas(size: Size(width: 6, height: 1))
        previous.write("👍🏽", at: Point(x: 3, y: 0))
        previous.write("e\u{301}🇫🇷", at: .zero)
        var screen = Canvas(size: Size(width: 6, height: 1))
        screen.write("e\u{301}🇫🇷👍🏽", at: .zero)
        #expect(!bytes(screen, after: previous).contains("\u{1B}[1;1H"))
        #expect(bytes(screen, after: nil).contains("e\u{301}🇫🇷👍🏽"))
    }
}
