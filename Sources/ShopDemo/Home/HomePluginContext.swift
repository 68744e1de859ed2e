/// What Home's plugins share: the services (session, shared state).
struct HomePluginContext {
    let services: ShopServices
}
