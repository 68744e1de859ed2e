import Testing
import TerminalCore

@Suite struct FrameTests {
    private func layer(_ id: String, _ text: String, at origin: Point, style: Style = .plain) -> Layer {
        var canvas = Canvas(size: Size(width: text.displayWidth, height: 1))
        canvas.write(text, at: .zero, style: style)
        return Layer(id: id, origin: origin, canvas: canvas)
    }

    @Test func composedDrawsLayersBottomToTop() {
        let frame = Frame(size: Size(width: 6, height: 1), layers: [
            layer("root", "aaaaaa", at: .zero),
            layer("modal.1", "bbb", at: Point(x: 1, y: 0)),
            layer("modal.2", "c", at: Point(x: 2, y: 0)),
        ])
        #expect(frame.composed().line(0) == "abcbaa")
    }

    @Test func composedOrderMatters() {
        let bottom = layer("a", "xxxx", at: .zero)
        let top = layer("b", "yy", at: Point(x: 1, y: 0))
        let size = Size(width: 4, height: 1)
        #expect(Frame(size: size, layers: [bottom, top]).composed().line(0) == "xyyx")
        #expect(Frame(size: size, layers: [top, bottom]).composed().line(0) == "xxxx")
    }

    @Test func composedClipsLayersToTheScreen() {
        let frame = Frame(size: Size(width: 4, height: 2), layers: [
            layer("offscreen", "zzzz", at: Point(x: 0, y: 5)),
            layer("partly", "abcdef", at: Point(x: 2, y: 1)),
        ])
        #expect(frame.composed().lines == ["    ", "  ab"])
    }

    @Test func composedOfNoLayersIsABlankScreenOfTheFramesSize() {
        let screen = Frame(size: Size(width: 3, height: 2), layers: []).composed()
        #expect(screen.size == Size(width: 3, height: 2))
        #expect(screen.lines == ["   ", "   "])
    }

    @Test func composedModalOverWideTextNeverLeavesHalfACharacter() {
        let frame = Frame(size: Size(width: 8, height: 1), layers: [
            layer("root", "日本語です", at: .zero),
            layer("modal", "||", at: Point(x: 3, y: 0)),
        ])
        let screen = frame.composed()
        // The modal covers the right half of 本 and the left half of 語; す is off screen.
        #expect(screen.line(0) == "日 || で")
        #expect(screen.line(0).displayWidth == 8)
    }

    @Test func withoutColorsStripsEveryLayer() {
        let frame = Frame(size: Size(width: 4, height: 1), layers: [
            layer("a", "ab", at: .zero, style: Style(foreground: .red, attributes: .bold)),
            layer("b", "c", at: Point(x: 3, y: 0), style: .fg(.blue).background(.yellow)),
        ], cursor: Point(x: 1, y: 0))
        let plain = frame.withoutColors()
        let screen = plain.composed()
        #expect(screen[0, 0].style == .bold)
        #expect(screen[3, 0].style == .plain)
        #expect(plain.cursor == Point(x: 1, y: 0))
        #expect(plain.layers.map(\.id) == ["a", "b"])
    }
}
