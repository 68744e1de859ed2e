import AppLauncher
import Testing

/// `--tls-cert FILE --tls-key FILE` on the shared command line: listed by `--help`, both or
/// neither, only with `--serve-web`, handed to the web server and never to a tab's app.
@MainActor
struct WebTLSOptionsTests {
    private func options(_ arguments: [String]) throws(TapeCommandLineError) -> AppCommandLineOptions {
        try AppCommandLineOptions(arguments: arguments)
    }

    @Test func theFlagsReachTheServerAndNotTheTabs() throws {
        let parsed = try options(["--serve-web", "127.0.0.1:8443", "--tls-cert", "site.crt", "--tls-key", "site.key", "--route", "home"])
        let web = try #require(try parsed.webServeOptions())
        #expect(web.tlsCertificate == "site.crt" && web.tlsKey == "site.key" && web.servesTLS)
        #expect(web.arguments.contains(["--tls-cert", "site.crt", "--tls-key", "site.key"]))
        #expect(parsed.sshSessionArguments == ["--route", "home"])
    }

    @Test(arguments: [
        (["--serve-web", "127.0.0.1:0", "--tls-cert", "site.crt"],
         "--tls-cert needs --tls-key FILE too (the certificate's private key); give both to serve HTTPS, or neither"),
        (["--serve-web", "127.0.0.1:0", "--tls-key", "site.key"],
         "--tls-key needs --tls-cert FILE too (the certificate it belongs to); give both to serve HTTPS, or neither"),
    ])
    func oneWithoutTheOtherIsOneLine(arguments: [String], line: String) throws {
        #expect(throws: TapeCommandLineError(line)) { try options(arguments).webServeOptions() }
    }

    @Test(arguments: ["--tls-cert", "--tls-key"])
    func aTLSFlagWithoutServeWebIsOneLine(flag: String) {
        #expect(throws: TapeCommandLineError("\(flag) goes with --serve-web ADDRESS:PORT")) { try options([flag, "f"]) }
        #expect(throws: TapeCommandLineError("\(flag) goes with --serve-web ADDRESS:PORT")) {
            try options(["--serve-ssh", "127.0.0.1:0", flag, "f"])
        }
    }

    @Test func theHelpListsThem() {
        let text = AppCommandLineOptions.usage(name: "app", routes: nil)
        #expect(text.contains("[--tls-cert FILE --tls-key FILE]"), "\(text)")
        #expect(text.contains("--tls-cert FILE") && text.contains("--tls-key FILE"))
    }
}
