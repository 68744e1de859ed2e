import ShopDemo
import TerminalCore
import TerminalUI

/// Whether a whole Shop app is given back when it is done with (what every tape replay and
/// every test does): `count` apps built at Home, walked (push, pop, sheet, tab), then dropped.
@MainActor
enum FinishedAppsBenchmark {
    struct Result {
        let apps: Int
        let applicationsAlive: Int
        let servicesAlive: Int
        let residentGrowthKibibytes: Int

        var growthPerApp: Int { apps == 0 ? 0 : residentGrowthKibibytes / apps }
    }

    static func run(count: Int) -> Result {
        final class WeakBox {
            weak var application: Application?
            weak var services: ShopServices?
        }
        // One app first, so what is allocated once per process is not counted.
        _ = walk(WeakBox())
        let before = Machine.residentKibibytes
        var boxes: [WeakBox] = []
        for _ in 0..<count { boxes.append(walk(WeakBox())) }
        let after = Machine.residentKibibytes
        return Result(apps: count,
                      applicationsAlive: boxes.count { $0.application != nil },
                      servicesAlive: boxes.count { $0.services != nil },
                      residentGrowthKibibytes: after - before)

        func walk(_ box: WeakBox) -> WeakBox {
            let terminal = HeadlessTerminal(size: .reference)
            let shop = ShopApp(terminal: terminal, clock: VirtualClock())
            shop.start(route: .home)
            for step in KeyStep.cycle {
                terminal.enqueue(.key(step.key))
                shop.application.processPendingInput()
            }
            box.application = shop.application
            box.services = shop.services
            return box
        }
    }
}
