@testable import Tape
import Testing

/// `TapeCommandLineOptions(arguments:hostFlags:)`: one parser for the shared flags and an
/// executable's own, each mistake one line.
@Suite struct TapeCommandLineFlagTests {
    private let hostFlags: [TapeCommandLineFlag] = [
        .init("--size", value: "COLSxROWS", mode: .live, tapeCommand: "Size", help: "lay out at COLSxROWS",
              check: { TapeSyntax.size(parsing: $0) == nil ? "--size expects COLSxROWS, got '\($0)'" : nil }),
        .init("--log", value: "FILE", mode: .live, help: "write a log"),
        .init("--no-mouse", help: "no mouse"),
        .init("--slow", mode: .replay, help: "replay slowly"),
        .init("--fuzz", value: "N", mode: .own, help: "fuzz"),
        .init("--secret", mode: .own, isHidden: true, help: "for child processes"),
    ]

    private func parse(_ arguments: [String]) throws(TapeCommandLineError) -> TapeCommandLineOptions {
        try TapeCommandLineOptions(arguments: arguments, hostFlags: hostFlags)
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everySharedFlagIsParsed() throws {
        let live = try parse(["--route", "home", "--deeplink", "a://1", "--deeplink", "a://2", "--record", "r.tape",
                              "--save-state", "s.json", "--cast", "c.cast"])
        #expect(live.route == "home")
        #expect(live.deeplinks == ["a://1", "a://2"])
        #expect(live.record == "r.tape")
        #expect(live.saveState == "s.json")
        #expect(live.outputOptions.cast == "c.cast")
        #expect(try parse(["--restore", "s.json"]).restore == "s.json")
        let replay = try parse(["--replay", "a.tape", "b.tape", "--update-snapshots", "--tty", "--pace", "5", "--coverage",
                                "--coverage-min", "50", "--graph", "dot", "--screenshots", "pics", "--report", "out"])
        #expect(replay.replay == ["a.tape", "b.tape"])
        #expect(replay.updateSnapshots && replay.tty && replay.coverage)
        #expect(replay.pace == .milliseconds(5))
        #expect(replay.coverageMinimum != nil)
        #expect(replay.graph == .dot)
        #expect(replay.outputOptions.screenshots == "pics")
        #expect(replay.outputOptions.report == "out")
        #expect(try parse(["-h"]).help)
        #expect(try parse(["--help"]).help)
    }

    @Test func hostFlagsKeepTheirValuesInOrder() throws {
        let options = try parse(["--size", "80x24", "--log", "a", "--log", "b", "--no-mouse", "--fuzz", "3", "--secret"])
        #expect(options.value(of: "--size") == "80x24")
        #expect(options.hostValues["--log"] == ["a", "b"])
        #expect(options.value(of: "--log") == "b")
        #expect(options.isGiven("--no-mouse") && options.isGiven("--secret"))
        #expect(!options.isGiven("--slow"))
        // A value may start with one dash (so a negative size reaches its check).
        #expect(error(["--size", "-1x5"]) == "--size expects COLSxROWS, got '-1x5'")
        #expect(try parse(["--replay", "a.tape", "--slow", "--no-mouse"]).isGiven("--slow"))
    }

    @Test func everyMistakeIsOneLineNamingTheFix() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown argument --bogus"),
            (["--rout", "home"], "unknown argument --rout (did you mean --route?)"),
            (["--sise", "80x24"], "unknown argument --sise (did you mean --size?)"),
            (["--secre"], "unknown argument --secre"),
            (["stray"], "unknown argument stray"),
            (["-x"], "unknown argument -x"),
            (["--\u{1B}[2J"], "unknown argument --\\u{001B}[2J"),
            (["--route"], "--route needs a value"),
            (["--size"], "--size needs a value"),
            (["--log", "--no-mouse"], "--log needs a value"),
            (["--replay"], "--replay needs at least one FILE.tape"),
            (["--pace", "5"], "--pace goes with --replay FILE.tape --tty"),
            (["--replay", "a.tape", "--pace", "5"], "--pace goes with --tty"),
            (["--replay", "a.tape", "--tty", "--pace", "10001"], "--pace takes milliseconds from 0 to 10000, not 10001"),
            (["--slow"], "--slow goes with --replay FILE.tape"),
            (["--replay", "a.tape", "--size", "80x24"], "--size cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
            (["--replay", "a.tape", "--route", "home", "--size", "9x9"],
             "--route, --size cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
            (["--replay", "a.tape", "--log", "x"], "--log goes with a live session, not --replay"),
            (["--replay", "a.tape", "--graph", "png"], "--graph takes mermaid or dot, not 'png'"),
            (["--coverage"], "--graph, --coverage and --coverage-min go with --replay FILE.tape"),
            (["--record", "a.tape", "--restore", "s.json"],
             "--record cannot be used with --restore: a tape cannot start from a state file (tapes use SaveState and RestoreState)"),
        ]
        for (arguments, message) in cases {
            #expect(error(arguments) == message, "\(arguments)")
        }
        // Without host flags, the reason names only the shared tape commands.
        #expect(throws: TapeCommandLineError("--route cannot be used with --replay: tapes set their own Route and Deeplink")) {
            try TapeCommandLineOptions(arguments: ["--replay", "a.tape", "--route", "home"])
        }
    }

    @Test func helpListsTheHostsFlagsButNotTheHiddenOnes() {
        let help = TapeCommandLineOptions.usage(name: "demo", routes: ["home"], about: ["The demo."], hostFlags: hostFlags,
                                                hostUsage: ["--fuzz N"], exitCodes: "3 a test code")
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "The demo.")
        #expect(lines.contains("       demo --fuzz N"))
        #expect(lines.contains { $0.hasPrefix("  --size COLSxROWS       lay out at COLSxROWS") })
        #expect(lines.contains { $0.hasPrefix("  --slow ") })
        #expect(!help.contains("--secret"))
        #expect(help.split(separator: "\n").joined(separator: " ")
            .contains("64 a usage error; 130 interrupted by Ctrl+C or SIGINT (the app quit through its normal path); 3 a test code."))
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
        // --size joins the live synopsis, --no-mouse both, --fuzz only its own line.
        let synopsis = lines.drop { !$0.hasPrefix("USAGE:") }.prefix { !$0.isEmpty }.joined(separator: "\n")
        #expect(synopsis.components(separatedBy: "[--no-mouse]").count == 3)
        #expect(!synopsis.contains("[--fuzz N]"))
    }
}
