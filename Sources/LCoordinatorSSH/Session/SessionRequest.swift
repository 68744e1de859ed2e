/// What a session's `shell` or `exec` request asks to run, checked.
enum SessionRequest: Equatable {
    /// The app at its start options.
    case shell
    /// The app with the command as a deep link (`--deeplink`).
    case deeplink(String)

    /// The longest command taken as a deep link.
    static let maximumCommandLength = 2_048

    /// `command` of an `exec` request: blank is the shell; a command with control characters or
    /// longer than 2,048 bytes is refused with the line to show.
    static func exec(_ command: String) -> Result<SessionRequest, SessionRefusal> {
        let trimmed = command.trimmingSpaces
        if trimmed.isEmpty { return .success(.shell) }
        guard trimmed.utf8.count <= maximumCommandLength,
              trimmed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            return .failure(SessionRefusal("the command must be one deep link (e.g. shop://product/42) of at most 2048 bytes, without control characters", status: 2))
        }
        return .success(.deeplink(trimmed))
    }

    /// The app's arguments for this request after its start options.
    func arguments(after start: [String]) -> [String] {
        switch self {
        case .shell: start
        case .deeplink(let link): start + ["--deeplink", link]
        }
    }
}

/// A session refused before its app starts: the line the client sees and the exit status.
struct SessionRefusal: Error, Equatable {
    let message: String
    let status: Int

    init(_ message: String, status: Int) {
        self.message = message
        self.status = status
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
