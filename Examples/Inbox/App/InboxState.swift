/// What a saved state keeps beside the navigation: each folder's search and the draft of an
/// open compose sheet.
struct InboxState: Codable, Hashable, Sendable {
    /// The longest search or draft field kept; a longer one from a file is cut.
    static let maximumLength = 1_000

    /// Each folder's search, by the folder's name in routes (`inbox`, `archive`, `sent`).
    var searches: [String: String] = [:]
    /// The draft in the compose sheet, when one was open.
    var compose: Draft?

    /// `text` as a field may show it: no control characters, at most `maximumLength` characters.
    static func cleaned(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }).prefix(maximumLength))
    }
}
