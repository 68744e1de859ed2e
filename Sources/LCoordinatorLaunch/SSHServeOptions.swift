#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// `--serve-ssh ADDRESS:PORT [--host-key FILE] [--authorized-keys FILE] [--max-sessions N]
/// [--idle-timeout SECONDS] [--resume [--resume-window SECONDS]]`: serve the app over SSH, one child process of the app per session
/// (the `lcssh` program does the serving; see ARCHITECTURE.md, "Serving over SSH").
///
/// The values are checked here, before anything starts; the files are checked by the server
/// before it listens.
public struct SSHServeOptions: Hashable, Sendable {
    /// The address to listen on (an IPv4 or IPv6 literal, or `localhost`).
    public var address: String
    /// The port (0: any free port, which the server names when it starts).
    public var port: Int
    /// `--host-key FILE`: the server's ed25519 key, created on first run with mode 0600.
    public var hostKey: String
    /// `--authorized-keys FILE`: the only public keys let in (nil: anyone may connect).
    public var authorizedKeys: String?
    /// `--max-sessions N`: sessions at once; the next connection is refused with one line.
    public var maxSessions: Int
    /// `--idle-timeout SECONDS`: a session without input for this long ends (nil: never).
    public var idleTimeout: Int?
    /// `--resume [--resume-window SECONDS]`: a user who joins again with the same key within
    /// this many seconds gets their last screen back (nil: every session starts fresh).
    public var resumeWindow: Int?

    /// The host key's file when `--host-key` is not given (in the current directory).
    public static let defaultHostKey = "ssh_host_ed25519_key"
    /// The sessions at once when `--max-sessions` is not given.
    public static let defaultMaxSessions = 64
    /// The largest `--max-sessions`.
    public static let maximumSessions = 1_000

    /// The server's flags, in the order `lcssh` takes them.
    public var arguments: [String] {
        var result = ["--serve-ssh", address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)",
                      "--host-key", hostKey, "--max-sessions", String(maxSessions)]
        if let authorizedKeys { result += ["--authorized-keys", authorizedKeys] }
        if let idleTimeout { result += ["--idle-timeout", String(idleTimeout)] }
        if let resumeWindow { result += ["--resume-window", String(resumeWindow)] }
        return result
    }

    /// The resume window when `--resume` comes without `--resume-window`: ten minutes.
    public static let defaultResumeWindow = 600
    /// The longest resume window: thirty days.
    public static let maximumResumeWindow = 2_592_000

    /// Checks the values given to the flags (each the last given).
    ///
    /// - Parameters:
    ///   - resume: `--resume`: sessions come back where they left off.
    ///   - resumeWindow: `--resume-window`'s value (with `resume`; nil: the default).
    /// - Throws: `TapeCommandLineError`, one line naming the flag and what it takes.
    public init(listen: String, hostKey: String?, authorizedKeys: String?, maxSessions: String?,
                idleTimeout: String?, resume: Bool = false, resumeWindow: String? = nil) throws(TapeCommandLineError) {
        (address, port) = try Self.endpoint(parsing: listen)
        if let hostKey, hostKey.isEmpty { throw TapeCommandLineError("--host-key needs a file name") }
        self.hostKey = hostKey ?? Self.defaultHostKey
        if let authorizedKeys, authorizedKeys.isEmpty { throw TapeCommandLineError("--authorized-keys needs a file name") }
        self.authorizedKeys = authorizedKeys
        if let maxSessions {
            guard let count = Int(maxSessions), (1...Self.maximumSessions).contains(count) else {
                throw TapeCommandLineError("--max-sessions takes a whole number from 1 to \(Self.maximumSessions), not \(PrintableText.escaping(maxSessions))")
            }
            self.maxSessions = count
        } else {
            self.maxSessions = Self.defaultMaxSessions
        }
        if let idleTimeout {
            guard let seconds = Int(idleTimeout), (1...604_800).contains(seconds) else {
                throw TapeCommandLineError("--idle-timeout takes whole seconds from 1 to 604800, not \(PrintableText.escaping(idleTimeout))")
            }
            self.idleTimeout = seconds
        } else {
            self.idleTimeout = nil
        }
        if let resumeWindow, !resume { throw TapeCommandLineError("--resume-window \(PrintableText.escaping(resumeWindow)) goes with --resume") }
        self.resumeWindow = resume ? try Self.resumeWindow(parsing: resumeWindow, allowsZero: false) : nil
    }

    /// Parses `--resume-window`'s value (nil: the default): whole seconds up to thirty days,
    /// from 0 (resume off) when `allowsZero`, else from 1.
    ///
    /// - Throws: `TapeCommandLineError` naming the range.
    package static func resumeWindow(parsing text: String?, allowsZero: Bool) throws(TapeCommandLineError) -> Int {
        guard let text else { return defaultResumeWindow }
        let lowest = allowsZero ? 0 : 1
        guard let seconds = Int(text), (lowest...maximumResumeWindow).contains(seconds) else {
            throw TapeCommandLineError("--resume-window takes whole seconds from \(lowest) to \(maximumResumeWindow)\(allowsZero ? " (0: no resume)" : ""), not \(PrintableText.escaping(text))")
        }
        return seconds
    }

    /// Checks the values of the flags in `values` (each flag's spelling to its last value); nil
    /// without `--serve-ssh`.
    ///
    /// - Throws: `TapeCommandLineError`, one line naming the flag and what it takes.
    package init?(flags values: [String: String]) throws(TapeCommandLineError) {
        guard let listen = values["--serve-ssh"] else { return nil }
        // The app writes `--resume`; the server program gets `--resume-window N` alone.
        try self.init(listen: listen, hostKey: values["--host-key"], authorizedKeys: values["--authorized-keys"],
                      maxSessions: values["--max-sessions"], idleTimeout: values["--idle-timeout"],
                      resume: values["--resume"] != nil || values["--resume-window"] != nil, resumeWindow: values["--resume-window"])
    }

    /// Splits `ADDRESS:PORT` (`[IPv6]:PORT` for an IPv6 address). The address is what the
    /// server listens on as written: an IPv4 literal in dotted decimal, an IPv6 literal in
    /// brackets, or `localhost` — never a host name looked up at start, nor a short form the C
    /// library reads as another address (`0`, `127.1`).
    static func endpoint(parsing text: String) throws(TapeCommandLineError) -> (String, Int) {
        let problem = TapeCommandLineError("--serve-ssh takes ADDRESS:PORT, an IP address and a port, e.g. 127.0.0.1:2222 ([::1]:2222 for IPv6, 0.0.0.0 for every interface; port 0: any free port), not \(PrintableText.escaping(text))")
        guard let colon = text.lastIndex(of: ":") else { throw problem }
        var address = String(text[..<colon])
        let bracketed = address.hasPrefix("[") && address.hasSuffix("]")
        if bracketed { address = String(address.dropFirst().dropLast()) }
        // The port is digits only: Int also reads "+22" and "-0".
        let portText = text[text.index(after: colon)...]
        guard portText.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let port = Int(portText), (0...65_535).contains(port), !address.isEmpty,
              address.count <= 64, address.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".:-".contains($0)) }),
              isListenAddress(address, bracketed: bracketed)
        else { throw problem }
        return (address, port)
    }

    /// Whether `address` is `localhost`, an IPv4 literal or (in brackets) an IPv6 literal.
    private static func isListenAddress(_ address: String, bracketed: Bool) -> Bool {
        if bracketed {
            var ipv6 = in6_addr()
            return inet_pton(AF_INET6, address, &ipv6) == 1
        }
        var ipv4 = in_addr()
        return address == "localhost" || inet_pton(AF_INET, address, &ipv4) == 1
    }
}
