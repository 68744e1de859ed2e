import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The real `lcdemo` binary, driven in tmux the way a person uses it: keys in with
/// `send-keys`, the screen out with `capture-pane`, every wait a poll with a deadline.
///
/// Each test has its own tmux server (a unique socket), killed at the end whatever happens.
/// lcdemo runs under `sh` in the pane, so after it exits the pane shows the shell again and
/// `stty -a` there shows the modes lcdemo left.
@Suite(.serialized)
struct EndToEndTests {
    // MARK: - The walkthrough

    @Test func shopWalkthroughFromOnboardingToADeepLinkThenQuitRestoresTheTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch()

        try await tmux.waitFor("onboarding page 1") { $0.title == "Welcome" && $0.contains("Page 1 of 3") }
        try tmux.press("Enter")
        try await tmux.waitForText("Page 2 of 3")
        try tmux.press("Enter")
        try await tmux.waitForText("Page 3 of 3")
        try tmux.press("Enter")
        try await tmux.waitForTitle("Log in")

        // The name field has focus first; the name is CJK, and Home's header shows it.
        try tmux.type("山田")
        try tmux.press("Tab")
        try tmux.type("secret")
        try tmux.press("Enter")
        try await tmux.waitFor("the loading overlay or the first start-up popup") {
            $0.contains("Signing in") || $0.contains("Allow notifications?")
        }
        try await tmux.waitForText("Allow notifications?")
        try tmux.press("Escape")
        try await tmux.waitFor("the Create your store sheet") { $0.contains("Create your store") && !$0.contains("Allow notifications?") }
        try tmux.press("Escape")
        try await tmux.waitFor("the biometric sheet") { $0.contains("Enable biometric login?") && !$0.contains("Create your store") }
        try tmux.press("Escape")
        let home = try await tmux.waitFor("Home with nothing presented") {
            $0.title == "Home" && !$0.contains("Enable biometric login?") && $0.contains("q Quit")
        }
        #expect(home.contains("Hello, 山田 · Store"), "the CJK user name renders in Home's header:\n\(home)")
        #expect(home.lastNonBlankLine.contains("1 Home") && home.lastNonBlankLine.contains("2 Orders")
                && home.lastNonBlankLine.contains("3 Profile"), "the tab bar is the bottom row:\n\(home)")

        // Push and pop, twice. Esc is instant: curses is given a 25 ms Esc delay, not its default
        // second (NcursesTerminalTests counts that in curses itself; wall time is not asserted on
        // a shared machine). The latency is printed for whoever reads the log.
        for _ in 0..<2 {
            try tmux.press("Enter")
            let product = try await tmux.waitForTitle("Product 1")
            #expect(product.lines[0].contains("‹ Esc"))
            let clock = ContinuousClock()
            let escapePressed = clock.now
            try tmux.press("Escape")
            try await tmux.waitForTitle("Home")
            print("Esc to Home on screen: \(clock.now - escapePressed)")
        }

        // The Settings page sheet, dismissed by Esc.
        try tmux.press("s")
        try await tmux.waitFor("the Settings sheet") { $0.contains("Settings") && $0.contains("Step 1 of 3") }
        try tmux.press("Escape")
        try await tmux.waitFor("the Settings sheet gone") { !$0.contains("Step 1 of 3") && $0.contains("q Quit") }

        // Orders tab, then a deep link from the `:` prompt (it starts with "shop://": clear it).
        try tmux.press("2")
        try await tmux.waitFor("the Orders tab") { $0.title == "Orders" && $0.contains("Order #1001") }
        try tmux.press(":")
        try await tmux.waitForText("Link shop://")
        try tmux.press("C-u")
        try tmux.type("shop://product/42")
        try await tmux.waitForText("→ push Product 42")
        try tmux.press("Enter")
        let linked = try await tmux.waitForTitle("Product 42")
        #expect(linked.lastNonBlankLine.contains("2 Orders"))

        // Reflow at the smallest supported size: every row fits, footer and tab bar included.
        try tmux.resize(width: 40, height: 12)
        let small = try await tmux.waitFor("a 40×12 layout") { screen in
            screen.lines.count == 12 && screen.title == "Product 42" && screen.lines[11].contains("3 Profile")
        }
        #expect(small.widestRow <= 40, "a row is wider than 40 columns:\n\(small)")
        #expect(small.lines[11].contains("1 Home") && small.lines[11].contains("2 Orders"), "tab bar:\n\(small)")
        #expect(small.lines[10].contains("Move"), "the key-help footer sits above the tab bar:\n\(small)")
        #expect(!small.contains("too small"))

        // q quits at a root with nothing presented.
        try tmux.press("Escape")
        try await tmux.waitForTitle("Orders")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    // MARK: - Every way out restores the terminal

    @Test func controlCQuitsAtOnceEvenWithASheetUpAndRestoresTheTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        try tmux.press("s")
        try await tmux.waitForText("Step 1 of 3")
        try tmux.press("C-c")
        // tmux sends Ctrl+C as SIGINT (the terminal is in cbreak mode): 128 + SIGINT.
        #expect(try await tmux.waitForExit() == 130)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    @Test func sigtermExitsWith143AndRestoresTheTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        try await tmux.waitForText("Desk Lamp")  // the products loaded: Enter opens the first
        try tmux.press("Enter")
        try await tmux.waitForTitle("Product 1")
        let pid = try await tmux.lcdemoPID()
        #expect(kill(pid, SIGTERM) == 0)
        #expect(try await tmux.waitForExit() == 128 + Int(SIGTERM))
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    // MARK: - Command line

    @Test func nonTerminalStandardInputExits2WithOneLineAndNoEscapeCodes() async throws {
        let binary = try LCDemoBinary.path()
        let scratch = FileManager.default.temporaryDirectory.path
        let result = try Command.run([binary], standardInput: "/dev/null", scratch: scratch)
        #expect(result.status == 2)
        #expect(!result.stdout.contains(0x1B) && !result.stderr.contains(0x1B), "an escape code was written")
        #expect(result.stdout.isEmpty)
        let message = result.errorOutput
        #expect(message.hasSuffix("\n") && message.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1,
                "one line: \(message.debugDescription)")
        #expect(message.contains("not a terminal") && message.contains("--replay"), "\(message)")

        // The same from a terminal, `lcdemo < /dev/null`: the screen is left alone.
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("", stdinFrom: "/dev/null")
        #expect(try await tmux.waitForExit() == 2)
        let screen = try tmux.screen()
        #expect(screen.contains("lcdemo: standard input is not a terminal"), "\(screen)")
        #expect(try tmux.format("#{alternate_on}") == "0")
    }

    @Test func sizeOptionLaysOutInSixtyColumnsOfALargerTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --size 60x20")
        let screen = try await tmux.waitFor("Home at 60×20 with its products loaded") { $0.title == "Home" && $0.lines.count == 24 && $0.lines[19].contains("3 Profile") && $0.lines[18].contains("Move") }
        #expect(screen.widestRow <= 60, "a row is wider than 60 columns:\n\(screen)")
        #expect(screen.lines[19].contains("1 Home") && screen.lines[18].contains("Move"), "tab bar on row 19, footer above:\n\(screen)")
        #expect(screen.lines[20...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "rows 20… stay blank:\n\(screen)")
        let titleColumn = try #require(screen.column(of: "Home", row: 0))
        #expect(abs(titleColumn + 2 - 30) <= 1, "the title is centred in 60 columns, at column \(titleColumn)")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func noColorOptionDrawsWithoutColours() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        // Home, whole: its products loaded and selected (in reverse) and the footer drawn.
        func isWholeHome(_ screen: Screen) -> Bool {
            screen.title == "Home" && screen.contains("Hello, demo") && screen.contains("Desk Lamp") && screen.contains("q Quit")
        }
        func hasReverse(_ styles: String) -> Bool { styles.contains("\u{1B}[7m") || styles.contains(";7m") }
        try tmux.launch("--route home")
        try await tmux.waitFor("the whole of Home", isWholeHome)
        try await tmux.waitForStyles("the control run in colours") { Self.colourParameters(in: $0) > 0 }
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)

        try await tmux.clear()
        try tmux.launch("--route home --no-color")
        try await tmux.waitFor("the whole of Home", isWholeHome)
        let styles = try await tmux.waitForStyles("attributes (reverse) with --no-color", hasReverse)
        #expect(Self.colourParameters(in: styles) == 0, "colours with --no-color:\n\(styles)")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func recordedSessionReplaysAndPasses() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --record session.tape")
        try await tmux.waitForTitle("Home")
        try await tmux.waitForText("Desk Lamp")  // the products loaded: Enter opens the first
        try tmux.press("Enter")
        try await tmux.waitForTitle("Product 1")
        try await tmux.waitForText("Related:")  // the product loaded: Enter opens a related one
        try tmux.press("Enter")
        try await tmux.waitForTitle("Product 2")
        try tmux.press("Escape")
        try await tmux.waitForTitle("Product 1")
        try tmux.press("Escape")
        try await tmux.waitForTitle("Home")
        try tmux.press("2")
        try await tmux.waitForTitle("Orders")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        try await tmux.waitForText("replay with: lcdemo --replay session.tape")

        let tapePath = tmux.directory + "/session.tape"
        let recorded = try String(contentsOfFile: tapePath, encoding: .utf8)
        #expect(recorded.contains("Route home") && recorded.contains("Enter") && recorded.contains("Escape"), "\(recorded)")
        // The replay must end where the session ended, with nothing leaked.
        try (recorded + "ExpectTitle \"Orders\"\nExpectNot \"Product\"\nAssertNoLeaks\n").write(toFile: tapePath, atomically: true, encoding: .utf8)
        let replay = try Command.run([try LCDemoBinary.path(), "--replay", tapePath], scratch: tmux.directory)
        let lines = replay.output.split(separator: "\n")
        #expect(replay.status == 0, "\(replay.output)\(replay.errorOutput)")
        #expect(lines.last == "1 passed, 0 failed", "\(replay.output)")
    }

    @Test func logOptionWritesNavigationLines() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --log navigation.log")
        try await tmux.waitForTitle("Home")
        try await tmux.waitForText("Desk Lamp")  // the products loaded: Enter opens the first
        try tmux.press("Enter")
        try await tmux.waitForTitle("Product 1")
        try tmux.press("Escape")
        try await tmux.waitForTitle("Home")
        try tmux.press("s")
        try await tmux.waitForText("Step 1 of 3")
        try tmux.press("Escape")
        try await tmux.waitFor("the sheet gone") { !$0.contains("Step 1 of 3") && $0.contains("q Quit") }
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)

        let log = try String(contentsOfFile: tmux.directory + "/navigation.log", encoding: .utf8)
        let lines = log.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("push ProductViewController \"Product 1\" for ProductCoordinator") }, "\(log)")
        #expect(lines.contains { $0.hasPrefix("popped ProductViewController \"Product 1\" by the user") }, "\(log)")
        #expect(lines.contains { $0.hasPrefix("present") && $0.contains("Settings") }, "\(log)")
        #expect(lines.contains { $0.hasPrefix("dismissed") && $0.contains("Settings") && $0.contains("by the user") }, "\(log)")
        #expect(!log.contains("\u{1B}"))
    }

    // MARK: - Wide characters

    @Test func wideCharactersKeepTheSheetBorderAligned() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        try tmux.press(":")
        try await tmux.waitForText("Link shop://")
        try tmux.press("C-u")
        try tmux.type("shop://promo/春の特売")
        // The console's dry run refuses it (a promo code is letters and digits of one script).
        let screen = try await tmux.waitFor("the typed link and its verdict") {
            $0.contains("Link shop://promo/春の特売") && $0.contains("→ refused")
        }
        // Every row of the sheet ends with its border at the same column: a wide character
        // counted as one column would shift the border of its row.
        let borderColumns = Set(screen.lines.indices.compactMap { row -> Int? in
            let line = screen.lines[row].trimmingTrailingSpaces
            guard line.hasSuffix("│") || line.contains("│ ") else { return nil }
            guard let last = line.lastIndex(of: "│") else { return nil }
            return Screen.displayWidth(of: String(line[..<last]))
        })
        #expect(borderColumns.count == 1, "the right border is not straight (columns \(borderColumns.sorted())):\n\(screen)")
        try tmux.press("Enter")
        try await tmux.waitForText("Unsupported link")
        try tmux.press("Escape")
        try await tmux.waitFor("the alert gone") { !$0.contains("Unsupported link") && $0.title == "Home" }
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    // MARK: - Helpers

    /// How many SGR parameters set a colour (30–37, 38, 40–47, 48, 90–97, 100–107) in `text`.
    private static func colourParameters(in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }) else { break }
            if rest[end] == "m" {
                let parameters = rest[..<end].split(separator: ";").compactMap { Int($0) }
                count += parameters.filter { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }.count
            }
            rest = rest[end...]
        }
        return count
    }
}
