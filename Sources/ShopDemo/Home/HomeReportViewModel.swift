import LCoordinator
import Observation

/// The report plugin's figures: today's orders and revenue.
@MainActor
@Observable
final class HomeReportViewModel: BaseViewModel {
    let summary: String

    init(orders: [Order]) {
        let total = orders.reduce(0) { $0 + $1.totalCents }
        summary = "Today: \(orders.count) orders · \(Money.format(cents: total)) revenue"
    }
}
