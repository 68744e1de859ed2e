import ShopDemo
import TerminalCore
import TerminalUI

/// RSS growth under keys: a headless Shop app at Home, warmed up, then
/// `keys` Down/Up keys (each rendered). Home reads the shared state every frame; before the
/// fix each render left an observation registration behind (~1 KB per key, never released).
@MainActor
enum KeyMemoryBenchmark {
    struct Result {
        let keys: Int
        let memory: ResidentGrowth
        let observationRegistrations: Int
    }

    static func run(keys: Int, warmUp: Int) throws -> Result {
        let terminal = HeadlessTerminal(size: .reference)
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.start(route: .home)
        func press(_ count: Int) {
            for index in 0..<count {
                terminal.enqueue(.key(index % 2 == 0 ? .down : .up))
                shop.application.processPendingInput()
            }
        }
        press(warmUp)
        guard terminal.lines.joined().contains("Desk Lamp") else {
            throw BenchmarkFailure(description: "the key-memory run is not at Home: \(terminal.lines.first ?? "")")
        }
        let registrations = shop.application.observationRegistrations
        let start = Machine.residentKibibytes
        let clock = ContinuousClock()
        let began = clock.now
        press(keys)
        let duration = clock.now - began
        return Result(keys: keys, memory: ResidentGrowth(beforeKibibytes: start, afterKibibytes: Machine.residentKibibytes, duration: duration),
                      observationRegistrations: shop.application.observationRegistrations - registrations)
    }
}
