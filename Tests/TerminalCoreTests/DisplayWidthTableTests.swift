import Foundation
import Testing
@testable import TerminalCore

/// The generated width tables: their shape, known code points, and that the committed file is
/// exactly what `scripts/generate-display-width.py` writes from the installed Unicode data.
@Suite struct DisplayWidthTableTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let unicodeData = "/usr/share/unicode"
    static let dataInstalled =
        FileManager.default.fileExists(atPath: unicodeData + "/EastAsianWidth.txt")
        && FileManager.default.fileExists(atPath: unicodeData + "/emoji/emoji-data.txt")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    @Test(arguments: [
        ("zeroWidth", DisplayWidthTable.zeroWidth), ("wide", DisplayWidthTable.wide),
        ("emoji", DisplayWidthTable.emoji), ("emojiModifier", DisplayWidthTable.emojiModifier),
    ] as [(String, [ClosedRange<UInt32>])])
    func tablesAreSortedMergedAndInRange(_ name: String, _ table: [ClosedRange<UInt32>]) {
        #expect(!table.isEmpty, "\(name) is empty")
        for (previous, next) in zip(table, table.dropFirst()) {
            // Sorted and merged: a gap of at least one scalar between neighbours.
            #expect(previous.upperBound + 1 < next.lowerBound, "\(name): \(previous) then \(next)")
        }
        #expect((table.last?.upperBound ?? 0) <= 0x10FFFF)
    }

    @Test func wideAndZeroWidthAreDisjoint() {
        for range in DisplayWidthTable.zeroWidth {
            for wide in DisplayWidthTable.wide {
                #expect(!range.overlaps(wide), "\(range) is in both tables")
            }
        }
    }

    @Test(arguments: [
        (0x0041, 1), (0x00AD, 1), (0x00A0, 1),             // letter; soft hyphen shown as a hyphen; NBSP
        (0x0000, 0), (0x009F, 0), (0x0300, 0), (0x20DD, 0), // C0, C1, Mn, Me
        (0x200B, 0), (0x200D, 0), (0xFEFF, 0), (0xFE0F, 0), // Cf and a variation selector
        (0x1100, 2), (0x1160, 0), (0x11FF, 0),             // Hangul leading, medial, final jamo
        (0xD7B0, 0), (0xD7FB, 0), (0xAC00, 2),             // Jamo Extended-B; a precomposed syllable
        (0x3099, 0), (0x302A, 0),                          // marks inside wide blocks stay zero
        (0x3000, 2), (0x3400, 2), (0x4DBF, 2), (0x9FFF, 2), // ideographic space, CJK (unassigned default W)
        (0x20000, 2), (0x2FFFD, 2), (0x3FFFD, 2),          // planes 2 and 3 default to wide
        (0xFF01, 2), (0xFF61, 1), (0xFFE6, 2),             // fullwidth, halfwidth, fullwidth won sign
        (0x3248, 1), (0xE000, 1), (0x2764, 1),             // ambiguous, private use, text-default heart
        (0x231A, 2), (0x1F600, 2), (0x1F3FB, 2),           // emoji presentation: watch, face, skin tone
        (0x1F321, 1), (0x1F5A5, 1),                        // text-presentation pictographs (thermometer, desktop)
    ] as [(UInt32, Int)])
    func knownScalars(_ value: UInt32, _ width: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.of(scalar) == width, "U+\(String(value, radix: 16, uppercase: true))")
    }

    @Test func textPresentationPictographsBecomePicturesWithVS16() {
        #expect(DisplayWidth.of("\u{1F321}\u{FE0F}" as Character) == 2)
        #expect(DisplayWidth.of("\u{1F321}\u{FE0E}" as Character) == 1)
    }

    @Test(.enabled(if: dataInstalled, "needs Debian's unicode-data in /usr/share/unicode and python3 (`make unicode-tables` installs it)"))
    func committedTableIsWhatTheGeneratorWrites() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("DisplayWidthTable-\(ProcessInfo.processInfo.processIdentifier).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            Self.repository.appendingPathComponent("scripts/generate-display-width.py").path,
            "--data", Self.unicodeData, "--output", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/TerminalCore/Text/DisplayWidthTable.swift"),
            encoding: .utf8)
        #expect(generated == committed, "run `make unicode-tables` and commit the result")
    }
}
