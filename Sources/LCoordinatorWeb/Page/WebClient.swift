#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorServing

/// The files the server serves, read once at start and held in memory: the page, its script,
/// and the browser terminal (xterm.js 4.x and its fit addon, from PyPI's `webssh` 1.6.3, where
/// pip put them). Nothing else is ever read from disk for a request.
struct WebClient: Sendable {
    /// One file: its type and bytes.
    struct Asset: Sendable {
        let contentType: String
        let bytes: [UInt8]
    }

    /// The files by request path (the page, `/`, is built per token by `page(token:)`).
    let assets: [String: Asset]

    /// Where `make web-client` unpacks PyPI's webssh 1.6.3 (its wheel leaves xterm.js out; the
    /// source archive has it): found beside the server program or in a folder up to three above.
    static let installedFolder = "web-client/webssh-1.6.3/webssh/static"
    /// The one line that says how to install the terminal.
    static let installCommand = "make web-client (pip download webssh==1.6.3 from PyPI, unpacked into .build/web-client), or name its webssh/static folder in LCOORDINATOR_WEB_CLIENT"
    /// The terminal's files: request path, file under the folder, type.
    static let terminalFiles: [(path: String, file: String, type: String)] = [
        ("/xterm.js", "js/xterm.min.js", "text/javascript; charset=utf-8"),
        ("/xterm-addon-fit.js", "js/xterm-addon-fit.min.js", "text/javascript; charset=utf-8"),
        ("/xterm.css", "css/xterm.min.css", "text/css; charset=utf-8"),
    ]

    /// Reads the terminal's files from `directory`, or from where `installedFolder` is found
    /// near `program`; the error is the one line to print at start.
    static func load(directory: String?, program: String) throws(SSHServerError) -> WebClient {
        guard let folder = directory ?? locate(near: program) else {
            throw SSHServerError("the browser terminal (xterm.js from PyPI's webssh 1.6.3) is not installed; install it: \(installCommand)")
        }
        var assets: [String: Asset] = [:]
        for entry in terminalFiles {
            let path = folder + "/" + entry.file
            guard access(path, R_OK) == 0 else {
                throw SSHServerError("the browser terminal has no \(ServedSessions.quoted(path)); install it: \(installCommand)")
            }
            assets[entry.path] = Asset(contentType: entry.type, bytes: try ServedSessions.readFile(path, what: "browser terminal file", limit: 4 << 20))
        }
        assets["/lcweb.js"] = Asset(contentType: "text/javascript; charset=utf-8", bytes: Array(WebPage.script.utf8))
        return WebClient(assets: assets)
    }

    /// The page for `token` (its asset and WebSocket URLs carry it).
    func page(token: WebToken) -> Asset {
        Asset(contentType: "text/html; charset=utf-8", bytes: Array(WebPage.html(token: token.text).utf8))
    }

    /// `installedFolder` in the program's folder or one up to three above it.
    private static func locate(near program: String) -> String? {
        var folder = program
        for _ in 0..<4 {
            guard let slash = folder.lastIndex(of: "/") else { return nil }
            folder = String(folder[..<slash])
            let candidate = (folder.isEmpty ? "" : folder) + "/" + installedFolder
            if access(candidate + "/" + (terminalFiles.first?.file ?? ""), R_OK) == 0 { return candidate }
        }
        return nil
    }
}
