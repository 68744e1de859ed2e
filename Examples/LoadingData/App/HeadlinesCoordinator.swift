import LCoordinator

/// The app's stack: connects (awaiting the connect sheet's result), then loads the headlines.
@MainActor
public final class HeadlinesCoordinator: BaseRouterCoordinator, HeadlinesNavigationDelegate {
    let viewModel: HeadlinesViewModel
    private let service: NewsService

    init(router: any RouterProtocol, service: NewsService) {
        self.service = service
        viewModel = HeadlinesViewModel(service: service)
        super.init(router: router)
        viewModel.navigationDelegate = self
    }

    override public func start() {
        perform(HeadlinesViewController(viewModel: viewModel), from: self)
        task { [weak self] in
            guard let self else { return }
            let server = await startForResult(ConnectCoordinator(router: router, service: service))
            viewModel.server = server ?? "nothing (skipped)"
            viewModel.load()
        }
    }

    func showStory(of headline: Headline) {
        let story = StoryCoordinator(router: router, headline: headline, service: service)
        addChildCoordinator(story)
        story.start()
    }
}
