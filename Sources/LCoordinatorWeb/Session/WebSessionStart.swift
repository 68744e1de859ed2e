/// What a tab's WebSocket asks for, checked: its terminal's size and the deep link in the page's
/// URL fragment (`/#shop://product/42`), if any.
struct WebSessionStart: Equatable {
    /// Columns and rows (clamped to 1...1000 when the terminal is sized; 0: not given).
    let columns: Int
    let rows: Int
    /// The deep link the app opens at start (`--deeplink`).
    let link: String?

    /// The longest deep link taken (as an SSH exec command).
    static let maximumLinkLength = 2_048

    /// The start asked by `request` (`/ws?cols=C&rows=R&link=URL`); a link that is too long or
    /// holds control characters is the refusal to show.
    static func parse(_ request: WebRequest) -> Result<WebSessionStart, WebRefusal> {
        let columns = request.query["cols"].flatMap { Int($0) } ?? 0
        let rows = request.query["rows"].flatMap { Int($0) } ?? 0
        var link: String?
        if let text = request.query["link"], !text.isEmpty {
            guard text.utf8.count <= maximumLinkLength,
                  text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }) else {
                return .failure(WebRefusal("the link after # must be one deep link (e.g. shop://product/42) of at most 2048 bytes, without control characters"))
            }
            link = text
        }
        return .success(WebSessionStart(columns: max(0, columns), rows: max(0, rows), link: link))
    }

    /// The app's arguments after its start options.
    func arguments(after start: [String]) -> [String] {
        link.map { start + ["--deeplink", $0] } ?? start
    }
}

/// A session refused before its app starts: the line the page shows.
struct WebRefusal: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
