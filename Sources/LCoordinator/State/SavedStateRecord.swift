/// A `SavedState` as a state file stores it: the navigation's fields at the top level and the
/// app's data in `app`.
struct SavedStateRecord<AppState: Codable>: Codable {
    var navigation: NavigationStateRecord
    var app: AppState?

    init(navigation: NavigationStateRecord, app: AppState?) {
        self.navigation = navigation
        self.app = app
    }

    private enum CodingKeys: String, CodingKey {
        case app
    }

    init(from decoder: any Decoder) throws {
        navigation = try NavigationStateRecord(from: decoder)
        app = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(AppState.self, forKey: .app)
    }

    func encode(to encoder: any Encoder) throws {
        try navigation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(app, forKey: .app)
    }
}
