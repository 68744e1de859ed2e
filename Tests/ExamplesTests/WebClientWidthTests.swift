import Foundation
import TerminalCore
import Testing

/// The browser's terminal (xterm.js 4.x as webssh 1.6.3 ships it, served by `--serve-web`)
/// counts cells with its own old wcwidth: every scalar outside a few East Asian blocks is one
/// cell, so an emoji we (and the system's `wcwidth`, which ncurses follows) count as two is
/// drawn in one and shifts the rest of its row. The Shop and the Gallery show only glyphs both
/// count alike: every character of every golden screen of their tapes is checked here.
@Suite struct WebClientWidthTests {
    /// xterm.js 4's cell width of `scalar` for what is not zero-width (its `wcwidth`, in
    /// `xterm.min.js`: the `r.fill(s,2,…)` blocks of the BMP and planes 2 and 3; everything
    /// else one cell).
    static func xtermWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = Int(scalar.value)
        if value < 0x10000 { return bmpWide.contains { $0.contains(value) } && value != 12351 ? 2 : 1 }
        return (131072...196605).contains(value) || (196608...262141).contains(value) ? 2 : 1
    }

    /// The BMP blocks xterm.js 4 draws two cells wide (`r.fill(s,2,A,B)`: A..<B; `s[N]=2`).
    static let bmpWide: [Range<Int>] = [4352..<4448, 9001..<9002, 9002..<9003, 11904..<42192, 44032..<55204, 63744..<64256,
                                         65040..<65050, 65072..<65136, 65280..<65377, 65504..<65511]

    /// The width xterm.js gives a character: the sum of its scalars' (it knows no graphemes),
    /// a zero-width scalar (a combining mark, a joiner, a variation selector) counting none.
    static func xtermWidth(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { sum, scalar in sum + (String(scalar).displayWidth == 0 ? 0 : xtermWidth(scalar)) }
    }

    /// The golden screens of the Shop's and the Gallery's tapes.
    static func goldenScreens() throws -> [String] {
        try ["demo-scripts/snapshots", "Examples/Gallery/Tapes/snapshots", "Examples/CustomWidgets/Tapes/snapshots"].flatMap { folder in
            let url = ExampleFiles.root.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { return [String]() }
            return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".txt") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test func everyGlyphTheShopAndTheGalleryShowHasTheSameWidthInTheBrowser() throws {
        let screens = try Self.goldenScreens()
        #expect(screens.count > 60, "the scan found the golden screens")
        for path in screens {
            let text = try ExampleFiles.read(path)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for character in line where !character.isASCII {
                    let ours = String(character).displayWidth, theirs = Self.xtermWidth(character)
                    #expect(ours == theirs, "\(path):\(number + 1): \(character) (\(character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))) is \(ours) cells here and \(theirs) in the browser's xterm.js 4")
                }
            }
        }
    }

    @Test func theModelIsTheServedTerminalsOwnTable() throws {
        let path = ExampleFiles.root.appendingPathComponent(".build/web-client/webssh-1.6.3/webssh/static/js/xterm.min.js").path
        guard let script = try? String(contentsOfFile: path, encoding: .utf8) else {
            // `make test` installs the browser terminal first (`make web-client`).
            Issue.record("no \(path); run make web-client")
            return
        }
        var wide: [Range<Int>] = []
        for match in script.matches(of: /r\.fill\(s,2,(\d+),(\d+)\)/) {
            if let start = Int(match.1), let end = Int(match.2) { wide.append(start..<end) }
        }
        for match in script.matches(of: /s\[(\d+)\]=2/) {
            if let value = Int(match.1) { wide.append(value..<value + 1) }
        }
        #expect(wide.sorted { $0.lowerBound < $1.lowerBound } == Self.bmpWide, "xterm.js's wide blocks changed: \(wide)")
        #expect(script.contains("s[12351]=1"))
        #expect(script.contains("t>=131072&&t<=196605||t>=196608&&t<=262141?2:1"))
    }
}
