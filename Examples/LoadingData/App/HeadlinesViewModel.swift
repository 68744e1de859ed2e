import LCoordinator
import Observation

/// The headlines screen: the list, where it came from, and loading it with Retry on failure.
@MainActor
@Observable
final class HeadlinesViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any HeadlinesNavigationDelegate)?
    @ObservationIgnored private let service: NewsService
    private(set) var headlines: [Headline] = []
    /// The server the connect sheet reported, once it did.
    var server: String?
    /// Lines other parts of the app post (a main-actor task, a detached task).
    var notes: [String] = []

    init(service: NewsService) {
        self.service = service
    }

    /// Loads the headlines; a failure offers Retry, leaving the screen cancels the load.
    func load() {
        setLoading(true, message: "Loading headlines…")
        task { [weak self, service] in
            do {
                let headlines = try await service.headlines()
                self?.headlines = headlines
                self?.setLoading(false)
            } catch is CancellationError {
                // The screen left: nobody is waiting for these headlines.
            } catch {
                self?.setLoading(false)
                self?.setError("\(error)", retry: { [weak self] in self?.load() })
            }
        }
    }

    /// Opens the headline at `index`.
    func open(_ index: Int) {
        guard headlines.indices.contains(index) else { return }
        navigationDelegate?.showStory(of: headlines[index])
    }
}
