import LCoordinatorServing

/// What a tab's WebSocket asks for, checked: its terminal's size and the deep link in the page's
/// URL fragment (`/#shop://product/42`), if any.
struct WebSessionStart: Equatable {
    /// Columns and rows (clamped to 1...1000 when the terminal is sized; 0: not given).
    let columns: Int
    let rows: Int
    /// The deep link the app opens at start (`--deeplink`).
    let link: String?
    /// The browser's resume token (`ResumeStore.isToken`); nil when it sent none, or one that
    /// is not a token (then the tab starts fresh, as a new browser's does).
    var resume: String? = nil
    /// Whether the browser had a token from an earlier tab (it asks to come back).
    var comesBack = false

    /// The longest deep link taken (as an SSH exec command).
    static let maximumLinkLength = 2_048

    /// The start asked by `request` (`/ws?cols=C&rows=R&link=URL&resume=TOKEN&back=1`); a link that is too long or
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
        let resume = request.query["resume"].flatMap { ResumeStore.isToken($0) ? $0 : nil }
        return .success(WebSessionStart(columns: max(0, columns), rows: max(0, rows), link: link, resume: resume,
                                        comesBack: resume != nil && request.query["back"] == "1"))
    }

    /// The app's arguments after its start options, with the file it resumes from and keeps.
    func arguments(after start: [String], resumeState: String? = nil) -> [String] {
        let kept = resumeState.map { start + ["--resume-state", $0] } ?? start
        return link.map { kept + ["--deeplink", $0] } ?? kept
    }
}

/// A session refused before its app starts: the line the page shows.
struct WebRefusal: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
