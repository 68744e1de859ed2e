#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import LCoordinatorSSH

// `lcssh`: the server that an app's `--serve-ssh` starts (it is not run by hand):
// `lcssh --serve-ssh ADDRESS:PORT [--host-key FILE] [--authorized-keys FILE] [--max-sessions N]
// [--idle-timeout SECONDS] [--login-grace-time SECONDS] [--resume-window SECONDS] --app-name NAME --app PATH
// -- APP-ARGUMENTS...` (`--resume-window`: the app's `--resume`)
exit(ServerCommandLine.main(program: "lcssh", serveFlag: "--serve-ssh",
                            flags: ["--serve-ssh", "--host-key", "--authorized-keys", "--max-sessions", "--idle-timeout", "--login-grace-time",
                                    "--resume-window"]) {
    command throws(TapeCommandLineError) in
    let loginGraceTime = try command.seconds("--login-grace-time", default: SSHServerConfiguration.defaultLoginGraceTime)
    guard let options = try SSHServeOptions(flags: command.values) else { return { 64 } }
    let configuration = SSHServerConfiguration(address: options.address, port: options.port, hostKeyPath: options.hostKey,
                                               authorizedKeysPath: options.authorizedKeys, maxSessions: options.maxSessions,
                                               idleTimeout: options.idleTimeout, appName: command.name, appPath: command.app,
                                               appArguments: command.appArguments, loginGraceTime: loginGraceTime,
                                               resumeWindow: options.resumeWindow ?? 0)
    return { SSHServer.run(configuration, write: ServerCommandLine.writeOutput, writeError: ServerCommandLine.writeError) }
})
