import LCoordinator

/// Pushes a story; Esc pops it (cancelling its load) and releases it.
@MainActor
public final class StoryCoordinator: BaseRouterCoordinator {
    private let headline: Headline
    private let service: NewsService

    init(router: any RouterProtocol, headline: Headline, service: NewsService) {
        self.headline = headline
        self.service = service
        super.init(router: router)
    }

    override public func start() {
        perform(StoryViewController(viewModel: StoryViewModel(headline: headline, service: service)), from: self)
    }
}
