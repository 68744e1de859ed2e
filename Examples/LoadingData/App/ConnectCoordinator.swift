import LCoordinator

/// Presents the connect sheet and hands back the server's name (nil when skipped with Esc).
@MainActor
public final class ConnectCoordinator: BaseRouterCoordinator, ResultProducing {
    public let result = ScreenResult<String>()
    private let service: NewsService

    init(router: any RouterProtocol, service: NewsService) {
        self.service = service
        super.init(router: router, presentationStyle: .present(.bottomSheet))
    }

    override public func start() {
        let viewModel = ConnectViewModel(service: service)
        viewModel.onConnected = { [weak self] server in
            guard let self else { return }
            result.send(server)
            parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
        }
        perform(ConnectViewController(viewModel: viewModel), from: self)
    }
}
