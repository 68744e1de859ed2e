import LCoordinator
import Observation

/// The connect sheet: a handshake with the server, which reports its name when done.
@MainActor
@Observable
final class ConnectViewModel: BaseViewModel {
    @ObservationIgnored var onConnected: (@MainActor (String) -> Void)?
    @ObservationIgnored private let service: NewsService

    init(service: NewsService) {
        self.service = service
    }

    func connect() {
        setLoading(true, message: "Connecting…")
        task { [weak self, service] in
            do {
                let server = try await service.connect()
                self?.setLoading(false)
                self?.onConnected?(server)
            } catch is CancellationError {
            } catch {
                self?.setLoading(false)
                self?.setError("\(error)", retry: { [weak self] in self?.connect() })
            }
        }
    }
}
