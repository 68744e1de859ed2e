import LCoordinator
import Observation

/// An order's delivery stages, advancing one a second on the app clock while shown. Esc (the
/// Router's) is its only way out, so it has no navigation delegate.
@MainActor
@Observable
final class TrackingViewModel: BaseViewModel {
    static let stages = ["Order received", "Packed", "Handed to courier", "Out for delivery", "Delivered"]
    let orderID: Int
    private(set) var stage = 0
    @ObservationIgnored private var task: ScheduledTask?
    @ObservationIgnored private weak var scheduler: (any Scheduler)?

    init(orderID: Int, scheduler: any Scheduler) {
        self.orderID = orderID
        self.scheduler = scheduler
    }

    /// "Now: STAGE".
    var current: String { "Now: \(Self.stages[stage])" }

    /// Every stage, reached ones ● and the rest ○, one per line.
    var timeline: String {
        Self.stages.enumerated()
            .map { $0.offset <= stage ? "● \($0.element)" : "○ \($0.element)" }
            .joined(separator: "\n")
    }

    /// Advances one stage a second, on the app clock (virtual in tapes).
    func startUpdates() {
        guard stage < Self.stages.count - 1 else { return }
        task = scheduler?.schedule(after: .seconds(1)) { [weak self] in
            guard let self else { return }
            self.stage += 1
            self.startUpdates()
        }
    }

    /// Stops advancing.
    func stopUpdates() { task?.cancel() }
}
