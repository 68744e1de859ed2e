import TerminalCore

/// Whole-row work of a view (a table's sort, a list's or a table's filter pass) run a slice at a
/// time: at once when it fits in a slice or the view is in no running app, else as an owned task
/// of the view's screen that lets keys and frames through between slices. Cancelling it (Esc, a
/// newer query, new rows) stops its slices and drops its result.
@MainActor
final class SlicedWork {
    /// The app's time between two slices under a virtual clock (a tape's `Sleep` moves it).
    static let sliceInterval: Duration = .milliseconds(10)

    /// The owned task running the slices (nil while it runs at once).
    private(set) var task: OwnedTask?
    /// Whether it was cancelled.
    private(set) var isCancelled = false

    /// Cancels the work: its slices stop and its result is dropped.
    func cancel() {
        isCancelled = true
        task?.cancel()
    }

    /// Runs `step` (one slice; true when the work is done) until done, then `finish`: at once
    /// when `rows` fit in `sliceRows` or `view` is in no running app; else in an owned task of
    /// `view`'s screen, calling `progressed` after each slice. Returns whether it runs in slices
    /// (false: it finished before returning).
    @discardableResult
    func run(for view: View, rows: Int, sliceRows: Int, step: @escaping @MainActor () -> Bool,
             progressed: @escaping @MainActor () -> Void, finish: @escaping @MainActor () -> Void) -> Bool {
        guard rows > sliceRows, let controller = view.viewController, let application = controller.window?.application else {
            while !step() {}
            finish()
            return false
        }
        let clock = application.clock
        task = controller.task { [weak self] in
            while true {
                await Self.pause(on: clock)
                guard let self, !self.isCancelled, !Task.isCancelled else { return }
                if step() {
                    finish()
                    return
                }
                progressed()
            }
        }
        return true
    }

    /// Lets keys and frames through: a slice's interval on a virtual clock (a tape or a test
    /// moves it), else one turn of the main queue.
    private static func pause(on clock: any TerminalClock) async {
        if clock is VirtualClock {
            try? await clock.sleep(for: sliceInterval)
        } else {
            await Task.yield()
        }
    }
}
