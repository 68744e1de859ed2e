import LCoordinator

/// The second screen: a `Sparkline` that `a` feeds (it redraws alone), a disabled one, and a
/// disabled `DatePicker`.
@MainActor
public final class LoadCoordinator: BaseRouterCoordinator {
    override public func start() {
        let cpu = Sparkline("CPU", capacity: 60, samples: LoadSamples.first)
        let disk = Sparkline("Disk (paused)", capacity: 60, samples: LoadSamples.first.reversed())
        disk.isEnabled = false
        let since = DatePicker("Since", date: Booking.firstDate)
        since.isEnabled = false
        var samples = LoadSamples()
        let screen = PaddedScreen(title: "Load", [
            cpu, disk, since,
            HintLabel("a adds a sample; ←→ or a click choose one; Esc goes back."),
        ])
        screen.keyBindings = [KeyBinding(.char("a"), title: "Add sample") { [weak cpu] in cpu?.append(samples.next()) }]
        perform(screen, from: self)
    }
}
