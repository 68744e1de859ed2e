#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorWeb
import LCoordinatorLaunch

/// The flags `lcweb` takes, each with a value.
let serverFlags: Set<String> = ["--serve-web", "--web-token-file", "--max-sessions", "--idle-timeout", "--grace-time",
                                "--web-client", "--app-name", "--app"]

/// `lcweb`: the server that an app's `--serve-web` starts (it is not run by hand):
/// `lcweb --serve-web ADDRESS:PORT [--web-token-file FILE] [--max-sessions N] [--idle-timeout SECONDS]
/// [--grace-time SECONDS] [--web-client DIR] --app-name NAME --app PATH -- APP-ARGUMENTS...`
/// (`--web-client` or `LCOORDINATOR_WEB_CLIENT`: the folder of xterm.js, `webssh/static`).
func serve(_ arguments: [String]) -> Int32 {
    let printError = { (line: String) in writeLine(line, to: STDERR_FILENO) }
    let separator = arguments.firstIndex(of: "--") ?? arguments.endIndex
    let own = Array(arguments[..<separator])
    let appArguments = separator < arguments.endIndex ? Array(arguments[arguments.index(after: separator)...]) : []
    var values: [String: String] = [:]
    var index = 0
    while index + 1 < own.count {
        values[own[index]] = own[index + 1]
        index += 2
    }
    let name = values["--app-name"] ?? "lcweb"
    guard index == own.count, values.keys.allSatisfy(serverFlags.contains), let app = values["--app"],
          let listen = values["--serve-web"] else {
        printError("lcweb: run an app with --serve-web ADDRESS:PORT instead (lcweb is the server it starts)")
        return 64
    }
    var graceTime = WebServerConfiguration.defaultGraceTime
    if let text = values["--grace-time"] {
        guard let seconds = Int(text), (1...3_600).contains(seconds) else {
            printError("\(name): --grace-time takes whole seconds from 1 to 3600")
            return 2
        }
        graceTime = seconds
    }
    let options: WebServeOptions
    do {
        options = try WebServeOptions(listen: listen, tokenFile: values["--web-token-file"],
                                      maxSessions: values["--max-sessions"], idleTimeout: values["--idle-timeout"])
    } catch {
        printError("\(name): \(error)")
        return 2
    }
    let client = values["--web-client"] ?? getenv("LCOORDINATOR_WEB_CLIENT").map { String(cString: $0) }
    let configuration = WebServerConfiguration(address: options.address, port: options.port, tokenFilePath: options.tokenFile,
                                               maxSessions: options.maxSessions, idleTimeout: options.idleTimeout, appName: name,
                                               appPath: app, appArguments: appArguments, clientDirectory: client, graceTime: graceTime)
    return WebServer.run(configuration, program: ownPath(), write: { writeLine($0, to: STDOUT_FILENO) }, writeError: printError)
}

/// This program's path (the target of /proc/self/exe; argv[0] when it cannot be read).
func ownPath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments.first ?? "lcweb" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes `line` and a newline to `fd` at once (the start line reaches a log file unbuffered).
func writeLine(_ line: String, to fd: Int32) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

exit(serve(Array(CommandLine.arguments.dropFirst())))
