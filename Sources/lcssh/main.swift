#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorSSH
import LCoordinatorLaunch

/// The flags `lcssh` takes, each with a value.
let serverFlags: Set<String> = ["--serve-ssh", "--host-key", "--authorized-keys", "--max-sessions", "--idle-timeout",
                                "--login-grace-time", "--app-name", "--app"]

/// `lcssh`: the server that an app's `--serve-ssh` starts (it is not run by hand):
/// `lcssh --serve-ssh ADDRESS:PORT [--host-key FILE] [--authorized-keys FILE] [--max-sessions N]
/// [--idle-timeout SECONDS] [--login-grace-time SECONDS] --app-name NAME --app PATH -- APP-ARGUMENTS...`
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
    let name = values["--app-name"] ?? "lcssh"
    guard index == own.count, values.keys.allSatisfy(serverFlags.contains), let app = values["--app"],
          let listen = values["--serve-ssh"] else {
        printError("lcssh: run an app with --serve-ssh ADDRESS:PORT instead (lcssh is the server it starts)")
        return 64
    }
    var loginGraceTime = SSHServerConfiguration.defaultLoginGraceTime
    if let text = values["--login-grace-time"] {
        guard let seconds = Int(text), (1...3_600).contains(seconds) else {
            printError("\(name): --login-grace-time takes whole seconds from 1 to 3600")
            return 2
        }
        loginGraceTime = seconds
    }
    let options: SSHServeOptions
    do {
        options = try SSHServeOptions(listen: listen, hostKey: values["--host-key"], authorizedKeys: values["--authorized-keys"],
                                      maxSessions: values["--max-sessions"], idleTimeout: values["--idle-timeout"])
    } catch {
        printError("\(name): \(error)")
        return 2
    }
    let configuration = SSHServerConfiguration(address: options.address, port: options.port, hostKeyPath: options.hostKey,
                                               authorizedKeysPath: options.authorizedKeys, maxSessions: options.maxSessions,
                                               idleTimeout: options.idleTimeout, appName: name, appPath: app,
                                               appArguments: appArguments, loginGraceTime: loginGraceTime)
    return SSHServer.run(configuration, write: { writeLine($0, to: STDOUT_FILENO) }, writeError: printError)
}

/// Writes `line` and a newline to `fd` at once (the start line reaches a log file unbuffered).
func writeLine(_ line: String, to fd: Int32) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

exit(serve(Array(CommandLine.arguments.dropFirst())))
