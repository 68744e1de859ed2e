import LCoordinator
import Observation

/// One story, loaded when its screen opens; leaving the screen cancels the load.
@MainActor
@Observable
final class StoryViewModel: BaseViewModel {
    let headline: Headline
    private(set) var text = ""
    @ObservationIgnored private let service: NewsService

    init(headline: Headline, service: NewsService) {
        self.headline = headline
        self.service = service
    }

    func load() {
        setLoading(true, message: "Loading the story…")
        task { [weak self, service, headline] in
            do {
                let text = try await service.story(headline.id)
                self?.text = text
                self?.setLoading(false)
            } catch is CancellationError {
            } catch {
                self?.setLoading(false)
                self?.setError("\(error)", retry: { [weak self] in self?.load() })
            }
        }
    }
}
