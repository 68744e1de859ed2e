import Foundation
import Testing

/// One bad input to the real `lcdemo`: what it is given, the one line it must answer with, the
/// exit code, and (checked for every case) that no file changed.
struct BadInput: CustomTestStringConvertible, Sendable {
    /// Where the expected line is.
    enum Stream: Sendable {
        /// The first line of standard error (usage errors and lcdemo's own).
        case errorFirstLine
        /// The second line of standard output: the replay's error line after `FAIL PATH`.
        case reportSecondLine
        /// The first line of standard output: `PASS PATH` / `FAIL PATH`.
        case reportFirstLine
    }

    var name: String
    /// The arguments after `lcdemo`; `$D` is the case's scratch directory.
    var arguments: [String]
    /// Written to `$D/t.tape` before the run.
    var tape: [UInt8]? = nil
    /// A file in `$D` to use as standard input.
    var standardInput: String? = nil
    var exitCode: Int32
    var stream: Stream
    /// The exact expected line; `$D` is the scratch directory.
    var line: String

    var testDescription: String { name }

    static func usage(_ name: String, _ arguments: [String], _ line: String) -> BadInput {
        BadInput(name: name, arguments: arguments, exitCode: 64, stream: .errorFirstLine, line: "lcdemo: " + line + "; see lcdemo --help")
    }

    static func tape(_ name: String, _ text: String, _ error: String) -> BadInput {
        BadInput(name: name, arguments: ["--replay", "$D/t.tape"], tape: Array(text.utf8), exitCode: 2,
                 stream: .reportSecondLine, line: "$D/t.tape:" + error)
    }

    /// A link typed or passed by a tape: an `Unsupported link` alert, and the tape passes.
    static func link(_ link: String) -> BadInput {
        let text = "Route home\nDeeplink \"\(link.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"\nExpectTitle \"Unsupported link\"\nEnter\nExpectTitle \"Home\"\n"
        return BadInput(name: "link \(link.prefix(60))", arguments: ["--replay", "$D/t.tape"], tape: Array(text.utf8),
                        exitCode: 0, stream: .reportFirstLine, line: "PASS $D/t.tape")
    }

    static func file(_ name: String, _ arguments: [String], _ line: String) -> BadInput {
        BadInput(name: name, arguments: arguments, exitCode: 2, stream: .errorFirstLine, line: line)
    }
}

private let sizeHint = "(each 1…1000)"
private let sizeTapeHint = "write COLUMNSxROWS with numbers from 1 to 1000, for example 80x24"
private let notRegular = "not a regular file; give the path of a file"

/// The catalog: flags, tapes, links and files.
let badInputs: [BadInput] = [
    // Flags: usage errors, exit 64.
    .usage("negative size", ["--size", "-1x5"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '-1x5'"),
    .usage("size without rows", ["--size", "10"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '10'"),
    .usage("zero columns", ["--size", "0x5"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '0x5'"),
    .usage("too many columns", ["--size", "1001x24"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '1001x24'"),
    .usage("too many rows", ["--size", "80x1001"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '80x1001'"),
    .usage("huge size", ["--size", "9999999999999999999999x5"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '9999999999999999999999x5'"),
    .usage("letters as size", ["--size", "abc"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got 'abc'"),
    .usage("empty size", ["--size", ""], "--size expects COLSxROWS such as 80x24 \(sizeHint); got ''"),
    .usage("three sides", ["--size", "80x24x2"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '80x24x2'"),
    .usage("size with a space", ["--size", " 80x24"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got ' 80x24'"),
    .usage("size with an escape", ["--size", "80x\u{1B}[2J"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '80x\\u{001B}[2J'"),
    .usage("size times sign", ["--size", "80*24"], "--size expects COLSxROWS such as 80x24 \(sizeHint); got '80*24'"),
    .usage("unknown option", ["--bogus"], "unknown argument --bogus"),
    .usage("misspelt option", ["--rout", "home"], "unknown argument --rout (did you mean --route?)"),
    BadInput(name: "unknown route", arguments: ["--route", "nowhere"], exitCode: 64, stream: .errorFirstLine,
             line: "lcdemo: unknown route nowhere; use one of: onboarding, login, home"),
    .usage("route without value", ["--route"], "--route needs a value"),
    .usage("size without value", ["--size"], "--size needs a value"),
    .usage("replay without tape", ["--replay"], "--replay needs at least one FILE.tape"),
    .usage("deeplink without link", ["--deeplink"], "--deeplink needs a value"),
    .usage("update snapshots alone", ["--update-snapshots"], "--update-snapshots goes with --replay FILE.tape"),
    .usage("tty alone", ["--tty"], "--tty goes with --replay FILE.tape"),
    .usage("graph in an unknown format", ["--replay", "$D/t.tape", "--graph", "foo"],
           "--graph takes mermaid or dot, not 'foo'"),
    .usage("graph alone", ["--graph", "mermaid"], "--graph, --coverage and --coverage-min go with --replay FILE.tape"),
    .usage("coverage minimum not a number", ["--replay", "$D/t.tape", "--coverage-min", "screens=abc"],
           "--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: screens, transitions, routes, gates, keys), not 'screens=abc'"),
    .usage("coverage minimum of an unknown category", ["--replay", "$D/t.tape", "--coverage-min", "bogus=50"],
           "--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: screens, transitions, routes, gates, keys), not 'bogus=50'"),
    .usage("coverage minimum over 100", ["--replay", "$D/t.tape", "--coverage-min", "101"],
           "--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: screens, transitions, routes, gates, keys), not '101'"),
    .usage("route with replay", ["--replay", "$D/t.tape", "--route", "home"],
           "--route cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
    .usage("record with restore", ["--record", "$D/new.tape", "--restore", "$D/state.json"],
           "--record cannot be used with --restore: a tape cannot start from a state file (tapes use SaveState and RestoreState)"),
    .usage("restore with replay", ["--replay", "$D/t.tape", "--restore", "$D/state.json"],
           "--restore cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
    .usage("size with replay", ["--replay", "$D/t.tape", "--size", "80x24"],
           "--size cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
    .usage("record with replay", ["--replay", "$D/t.tape", "--record", "$D/new.tape"],
           "--record cannot be used with --replay: tapes set their own Size, Route and Deeplink"),
    .usage("deeplink with replay", ["--replay", "$D/t.tape", "--deeplink", "shop://settings"],
           "--deeplink cannot be used with --replay: tapes set their own Size, Route and Deeplink"),

    // Tapes: malformed, exit 2, one error line.
    .tape("unknown command", "Entr\n", "1:1: error: unknown command 'Entr'; did you mean 'Enter'?"),
    .tape("tape size too wide", "Size 1001x24\n", "1:6: error: invalid size '1001x24'; \(sizeTapeHint)"),
    .tape("tape resize huge", "Resize 9999x9999\n", "1:8: error: invalid size '9999x9999'; \(sizeTapeHint)"),
    .tape("tape resize zero", "Resize 0x0\n", "1:8: error: invalid size '0x0'; \(sizeTapeHint)"),
    .tape("tape resize too tall", "Resize 80x1001\n", "1:8: error: invalid size '80x1001'; \(sizeTapeHint)"),
    .tape("tape size times", "Size 80*24\n", "1:6: error: invalid size '80*24'; \(sizeTapeHint)"),
    .tape("unterminated string", "Type \"abc\n", "1:6: error: unterminated string; close it with the same quote on this line"),
    .tape("duration without unit", "Sleep 5\n",
          "1:7: error: invalid duration '5'; write a number (up to 3 decimals) followed by ms or s, for example 500ms or 1.5s"),
    .tape("duration too long", "Sleep 601s\n",
          "1:7: error: duration 601s is out of range; sleep more than 0 and at most 10 minutes (600s)"),
    .tape("megabyte line", "Type \"" + String(repeating: "a", count: 1_000_000) + "\"\n",
          "1:1: error: the line is longer than 65536 characters; split the text over several Type lines"),
    .tape("escape in a command", "\u{1B}]0;pwned\u{7}\n", "1:1: error: unknown command '\\u{001B}]0;pwned\\u{0007}'"),
    BadInput(name: "invalid UTF-8", arguments: ["--replay", "$D/t.tape"], tape: [0x45, 0x6E, 0xFF, 0x0A], exitCode: 2,
             stream: .reportSecondLine, line: "$D/t.tape:1:3: error: the file is not valid UTF-8 text here; save the tape as UTF-8"),

    // Files given as tapes.
    BadInput(name: "missing tape", arguments: ["--replay", "$D/missing.tape"], exitCode: 2, stream: .reportSecondLine,
             line: "$D/missing.tape:1:1: error: cannot read the tape: No such file or directory"),
    BadInput(name: "directory as tape", arguments: ["--replay", "$D/dir"], exitCode: 2, stream: .reportSecondLine,
             line: "$D/dir:1:1: error: cannot read the tape: Is a directory"),
    BadInput(name: "endless device as tape", arguments: ["--replay", "/dev/zero"], exitCode: 2, stream: .reportSecondLine,
             line: "/dev/zero:1:1: error: the file is larger than 16 MiB; a tape is a small text file"),
    BadInput(name: "escape in a tape path", arguments: ["--replay", "$D/x\u{1B}[2J.tape"], exitCode: 2, stream: .reportFirstLine,
             line: "FAIL $D/x\\u{001B}[2J.tape"),
    BadInput(name: "failing tape piped on standard input", arguments: ["--replay", "/dev/stdin"],
             tape: Array("Expect \"Nope\"\n".utf8), standardInput: "t.tape", exitCode: 1, stream: .reportFirstLine,
             line: "FAIL /dev/stdin"),
    BadInput(name: "malformed tape piped on standard input", arguments: ["--replay", "/dev/stdin"],
             tape: Array("Entr\n".utf8), standardInput: "t.tape", exitCode: 2, stream: .reportSecondLine,
             line: "/dev/stdin:1:1: error: unknown command 'Entr'; did you mean 'Enter'?"),

    // --serve-web's TLS files: one line, nothing served (the server checks them before it listens).
    .usage("TLS key without serve-web", ["--tls-key", "$D/keep.txt"], "--tls-key goes with --serve-web ADDRESS:PORT"),
    .file("TLS certificate without its key", ["--serve-web", "127.0.0.1:0", "--tls-cert", "$D/keep.txt"],
          "lcdemo: --tls-cert needs --tls-key FILE too (the certificate's private key); give both to serve HTTPS, or neither"),
    .file("TLS key that is a directory", ["--serve-web", "127.0.0.1:0", "--tls-cert", "$D/keep.txt", "--tls-key", "$D/dir"],
          "lcdemo: TLS key \"$D/dir\" is not a regular file; give a file"),

    // Files to write: never a device, a FIFO or a directory (checked before the terminal).
    .file("record to a device", ["--record", "/dev/null"], "lcdemo: cannot write /dev/null: a device, \(notRegular)"),
    .file("record to /dev/full", ["--record", "/dev/full"], "lcdemo: cannot write /dev/full: a device, \(notRegular)"),
    .file("record to a directory", ["--record", "$D/dir"], "lcdemo: cannot write $D/dir: a directory, \(notRegular)"),
    .usage("no fuzz events", ["--fuzz", "0"], "--fuzz needs a count of events of at least 1, e.g. --fuzz 100000"),
    .usage("no fuzz workers", ["--fuzz", "10", "--fuzz-jobs", "0"], "--fuzz-jobs needs at least 1 worker, e.g. --fuzz-jobs 2"),
    .usage("no fuzz seconds", ["--fuzz", "10", "--fuzz-seconds", "0"], "--fuzz-seconds needs at least 1 second"),
    .usage("fuzz count not a number", ["--fuzz", "ten"], "--fuzz needs a count of events of at least 1, e.g. --fuzz 100000"),
    .usage("fuzz with replay", ["--fuzz", "10", "--replay", "$D/t.tape"], "--fuzz cannot be used with --replay; run them separately"),
    .usage("log with replay", ["--replay", "$D/t.tape", "--log", "$D/new.tape"], "--log goes with a live session, not --replay"),
    .file("record to a FIFO", ["--record", "$D/fifo"], "lcdemo: cannot write $D/fifo: a FIFO, \(notRegular)"),
    .file("record through a link to a FIFO", ["--record", "$D/fifo-link"], "lcdemo: cannot write $D/fifo-link: a FIFO, \(notRegular)"),
    .file("log to a device", ["--log", "/dev/full"], "lcdemo: cannot write /dev/full: a device, \(notRegular)"),
    .file("log to a directory", ["--log", "$D/dir"], "lcdemo: cannot write $D/dir: a directory, \(notRegular)"),
    .file("log to a FIFO", ["--log", "$D/fifo"], "lcdemo: cannot write $D/fifo: a FIFO, \(notRegular)"),
    .file("save state to a FIFO", ["--save-state", "$D/fifo"], "lcdemo: cannot write $D/fifo: a FIFO, \(notRegular)"),
    .file("save state to a directory", ["--save-state", "$D/dir"], "lcdemo: cannot write $D/dir: a directory, \(notRegular)"),
    .file("save state through a link to a FIFO", ["--save-state", "$D/fifo-link"], "lcdemo: cannot write $D/fifo-link: a FIFO, \(notRegular)"),
    .file("save state to a device", ["--save-state", "/dev/full"], "lcdemo: cannot write /dev/full: a device, \(notRegular)"),
    // A live cast that cannot be created is found before the session, not at quit.
    .file("cast under a regular file", ["--cast", "$D/keep.txt/session.cast"], "lcdemo: cannot write $D/keep.txt/session.cast: Not a directory"),
    // Tapes from a FIFO nobody writes to: read as empty at once, never a hang in open(2).
    BadInput(name: "replay a FIFO nobody writes", arguments: ["--replay", "$D/fifo"], exitCode: 0, stream: .reportFirstLine,
             line: "PASS $D/fifo"),
    .file("record to a new file still needs a terminal", ["--record", "$D/dir/\u{1B}[2J"],
          "lcdemo: standard input is not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape"),
] + [
    // Links: each is `Unsupported link` and changes nothing else (matching is strict).
    "shop://product//42", "shop://%70roduct/42", "shop://product/007", "shop://product/0", "shop://product/42/",
    "shop:///product/42", "shop://product/abc", "shop://product/1234567890", "shop://product/", "shop://product",
    "shop://product/4%ZZ", "shop://product/%C3%28", "shop://product/42?ref=x", "shop://product/-1", "shop://product/+1",
    "shop://product/４２", "shop://order/01001", "shop://order/x1", "shop://tab/cart", "shop://tab//home",
    "shop://tab/home/", "shop://settings/more", "shop://settings/", "shop://promo/", "shop://promo/ABCDEFGHIJKLMNOPQ",
    "shop://promo/SP%20RING", "shop://promo/SPRING/", "shop://promo/ÉTÉ", "http://product/42", "shop://nope",
    "shop product 42", "shop:product/42", "://product/42", "shop://" + String(repeating: "a", count: 2100),
].map(BadInput.link)

@Suite(.serialized) struct BadInputCatalogTests {
    /// Type, inode and contents of each path (nil when it does not exist); a directory lists its entries.
    private func snapshot(_ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else { result[path] = "absent"; continue }
            var entry = "mode \(info.st_mode) inode \(info.st_ino) size \(info.st_size)"
            if info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path) {
                entry += " " + data.base64EncodedString()
            } else if info.st_mode & S_IFMT == S_IFDIR {
                entry += " " + ((try? FileManager.default.contentsOfDirectory(atPath: path).sorted().joined(separator: ",")) ?? "?")
            }
            result[path] = entry
        }
        return result
    }

    @Test(arguments: badInputs)
    func badInputGetsOneLineTheExitCodeAndChangesNothing(_ input: BadInput) throws {
        let binary = try LCDemoBinary.path()
        let scratch = FileManager.default.temporaryDirectory.path + "/lcdemo-bad-\(UUID().uuidString)"
        let runs = scratch + "/.runs"
        try FileManager.default.createDirectory(atPath: runs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/dir", withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: scratch + "/keep.txt"))
        try #require(mkfifo(scratch + "/fifo", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/fifo-link", withDestinationPath: "fifo")
        try FileManager.default.createSymbolicLink(atPath: scratch + "/keep-link", withDestinationPath: "keep.txt")
        if let tape = input.tape { try Data(tape).write(to: URL(fileURLWithPath: scratch + "/t.tape")) }
        let watched = [scratch, scratch + "/dir", scratch + "/keep.txt", scratch + "/fifo", scratch + "/fifo-link",
                       scratch + "/keep-link", scratch + "/t.tape", scratch + "/new.tape", "/dev/null", "/dev/full", "/dev/zero"]
        let before = snapshot(watched)

        let arguments = input.arguments.map { $0.replacingOccurrences(of: "$D", with: scratch) }
        let result = try Command.run([binary] + arguments, standardInput: input.standardInput.map { scratch + "/" + $0 } ?? "/dev/null",
                                     scratch: runs)

        let expected = input.line.replacingOccurrences(of: "$D", with: scratch)
        #expect(result.status == input.exitCode, "\(result.output)\(result.errorOutput)")
        let out = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let err = result.errorOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch input.stream {
        case .errorFirstLine: #expect(err.first == expected, "\(result.errorOutput)")
        case .reportFirstLine: #expect(out.first == expected, "\(result.output)")
        case .reportSecondLine:
            #expect(out.count > 1 && out[1] == expected, "\(result.output)")
            #expect(out.count == 4, "one error line: \(result.output)")
        }
        for text in [result.output, result.errorOutput] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "raw control characters were printed")
        }
        #expect(snapshot(watched) == before)
    }

    @Test func theCatalogHasAtLeastSixtyCases() {
        #expect(badInputs.count >= 60)
    }
}
