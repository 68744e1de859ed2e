#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import LCoordinatorWeb

// `lcweb`: the server that an app's `--serve-web` starts (it is not run by hand):
// `lcweb --serve-web ADDRESS:PORT [--web-token-file FILE] [--tls-cert FILE --tls-key FILE] [--max-sessions N]
// [--idle-timeout SECONDS] [--grace-time SECONDS] [--web-client DIR] [--resume-window SECONDS] --app-name NAME --app PATH
// -- APP-ARGUMENTS...`
// (`--web-client` or `LCOORDINATOR_WEB_CLIENT`: the folder of xterm.js, `webssh/static`).
exit(ServerCommandLine.main(program: "lcweb", serveFlag: "--serve-web",
                            flags: ["--serve-web", "--web-token-file", "--max-sessions", "--idle-timeout", "--grace-time", "--web-client",
                                    "--resume-window", "--tls-cert", "--tls-key"]) {
    command throws(TapeCommandLineError) in
    let graceTime = try command.seconds("--grace-time", default: WebServerConfiguration.defaultGraceTime)
    guard let options = try WebServeOptions(flags: command.values) else { return { 64 } }
    let client = command.values["--web-client"] ?? getenv("LCOORDINATOR_WEB_CLIENT").map { String(cString: $0) }
    let configuration = WebServerConfiguration(address: options.address, port: options.port, tokenFilePath: options.tokenFile,
                                               maxSessions: options.maxSessions, idleTimeout: options.idleTimeout, appName: command.name,
                                               appPath: command.app, appArguments: command.appArguments, clientDirectory: client,
                                               graceTime: graceTime, resumeWindow: options.resumeWindow,
                                               tlsCertificatePath: options.tlsCertificate, tlsKeyPath: options.tlsKey)
    let program = ServerProgram.ownExecutablePath() ?? CommandLine.arguments.first ?? "lcweb"
    return { WebServer.run(configuration, program: program, write: ServerCommandLine.writeOutput, writeError: ServerCommandLine.writeError) }
})
