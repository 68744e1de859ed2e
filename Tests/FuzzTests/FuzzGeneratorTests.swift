import ShopTapes
import Tape
import Testing

@Suite("Fuzz generator")
struct FuzzGeneratorTests {
    @Test("the same seed and session give the same tape; another seed another")
    func deterministicPerSeed() {
        let first = FuzzTape.generated(seed: 42, session: 3, length: 300)
        let again = FuzzTape.generated(seed: 42, session: 3, length: 300)
        #expect(first == again)
        #expect(first.commands.count == 300)
        #expect(FuzzTape.generated(seed: 43, session: 3, length: 300) != first)
        #expect(FuzzTape.generated(seed: 42, session: 4, length: 300) != first)
    }

    @Test("every generated tape parses back to the same inputs")
    func tapesRoundTrip() throws {
        for session in 0..<40 {
            let tape = FuzzTape.generated(seed: 7, session: session, length: 200)
            let parsed = try TapeParser(routes: FuzzGenerator.routes).parse(text: tape.text(comment: ["seed 7"]), path: "fuzz.tape")
            #expect(parsed.route == tape.route)
            #expect(parsed.size == tape.size)
            #expect(parsed.commands.flatMap(\.command.inputs) == tape.commands.flatMap(\.inputs))
            // The server's options come back too (a shrunk failure replays with the same latencies).
            func steps(_ commands: [TapeCommand]) -> [String] {
                commands.flatMap { command -> [String] in
                    if case .set = command { return [command.description] }
                    return command.inputs.map { "\($0)" }
                }
            }
            #expect(steps(FuzzTape(parsed).commands) == steps(tape.commands))
        }
    }

    @Test("sessions cover every kind of command")
    func coversEveryKind() {
        let commands = (0..<20).flatMap { FuzzTape.generated(seed: 1, session: $0, length: 200).commands }
        #expect(commands.contains { if case .deeplink = $0 { true } else { false } })
        #expect(commands.contains { if case .resize(let size) = $0 { size.width == 300 && size.height == 100 } else { false } })
        #expect(commands.contains { if case .resize(let size) = $0 { size.width <= 12 } else { false } })
        #expect(commands.contains { if case .sleep = $0 { true } else { false } })
        #expect(commands.contains { if case .type(let text) = $0 { text == "🇯🇵" } else { false } })
        #expect(commands.contains { if case .key(let event, _) = $0 { !event.modifiers.isEmpty } else { false } })
        #expect(commands.contains { if case .paste(let text) = $0 { text.contains("\n") } else { false } })
        #expect(commands.contains { if case .paste(let text) = $0 { text.count >= 1_000 } else { false } })
        #expect(commands.contains { if case .set("latency", let value) = $0 { value != "0ms" } else { false } })
        #expect(commands.contains { if case .set("failures", let value) = $0 { value != "0" } else { false } })
    }

    @Test("--fuzz-avoid-grapheme-merges never types a scalar that joins the previous one")
    func avoidsMerges() {
        let commands = (0..<20).flatMap {
            FuzzTape.generated(seed: 1, session: $0, length: 200, avoidsGraphemeMerges: true).commands
        }
        let typed = commands.flatMap(\.inputs).compactMap { input -> Character? in
            if case .key(let event) = input { return event.printableCharacter }
            return nil
        }
        #expect(!typed.contains(where: FuzzGenerator.joinsPrevious))
        #expect(FuzzGenerator.joinsPrevious("🏽") && FuzzGenerator.joinsPrevious("🇵") && FuzzGenerator.joinsPrevious("\u{301}"))
        #expect(!FuzzGenerator.joinsPrevious("a") && !FuzzGenerator.joinsPrevious("漢"))
        // A whole flag still starts with a regional indicator: after a lone 🇯 it merges too.
        #expect(FuzzGenerator.joinsPrevious("🇯🇵"))
    }
}
