#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import TerminalCore
import TerminalUI

/// Job → frame: main-actor work enqueued from another thread while `Application.run()` sleeps
/// in the kernel (the terminal's input and the main queue's wake-up descriptor), until ncurses
/// has written the frame that work changed.
///
/// A detached task waits a few milliseconds of real time (the loop is asleep by then), notes
/// the time and calls `MainActor.run` with a change of the screen's label; the terminal notes
/// when `present` returned. Both times come from the same monotonic clock in one process.
@MainActor
enum JobLatencyBenchmark {
    struct Result {
        var latency = Samples()
        var p95: Duration { latency.percentile(0.95) }
    }

    /// The screen: one label each job rewrites.
    private final class JobScreen: ViewController {
        let label = Label("job 0")

        override func loadView() { view = label }
    }

    /// What the main actor knows of the job in flight.
    @MainActor
    private final class Probe {
        var enqueued: ContinuousClock.Instant?
        var result = Result()
        var jobsRun = 0
        var samplesFrom = 0
    }

    /// `warmUp` unmeasured jobs, then `samples` measured ones, `gap` apart, on an 80×24 pseudo
    /// terminal (TERM xterm-256color) through `Application.run()`.
    static func run(samples: Int, warmUp: Int, gap: Duration = .milliseconds(3)) throws -> Result {
        let pty = try PseudoTerminal(size: .reference)
        let terminal = FrameTimingTerminal(base: NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color"))
        let application = Application(terminal: terminal, clock: SystemClock())
        let screen = JobScreen()
        application.window.rootViewController = screen
        let probe = Probe()
        probe.samplesFrom = warmUp + 1
        terminal.onPresent = { written in
            if let enqueued = probe.enqueued {
                if probe.jobsRun >= probe.samplesFrom { probe.result.latency.append(written - enqueued) }
                probe.enqueued = nil
            }
            // Read what ncurses wrote, so the pty's buffer never fills.
            _ = pty.drain(quiet: .zero)
        }
        let total = warmUp + samples
        // Never wait forever: if jobs stop arriving the loop ends and the count below says so.
        application.schedule(after: .seconds(60)) { application.quit() }
        Task.detached {
            for index in 1...total {
                try? await Task.sleep(for: gap)
                let enqueued = ContinuousClock.now
                await MainActor.run {
                    probe.enqueued = enqueued
                    probe.jobsRun = index
                    screen.label.text = "job \(index)"
                }
            }
            try? await Task.sleep(for: gap)
            await MainActor.run { application.quit() }
        }
        try application.run()
        _ = pty.drain(quiet: .milliseconds(20))
        guard probe.result.latency.count == samples else {
            throw BenchmarkFailure(description: "job latency: \(probe.result.latency.count) of \(samples) jobs drew a frame")
        }
        let shown = application.lastFrame?.composed().lines.first ?? ""
        guard shown.hasPrefix("job \(total)") else {
            throw BenchmarkFailure(description: "job latency: the last frame shows \"\(shown)\", not job \(total)")
        }
        return probe.result
    }
}
