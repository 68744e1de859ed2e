import AppLauncher
import LCoordinatorLaunch
import TerminalCore
import TerminalUI

extension TapeCommandLine {
    /// What the tape runner adds to the launcher for `host`: the replay of `--replay`, and the
    /// recording of a live session (`--record`, `--cast`).
    @MainActor
    struct Tapes<Host: TapeHost>: CommandLineTapes {
        let host: Host

        func replay(options: AppCommandLineOptions, name: String, terminal: () -> any Terminal, isTerminal: Bool,
                    write: @escaping @MainActor (String) -> Void,
                    writeError: @escaping @MainActor (String) -> Void) -> AppCommandLine.Plan {
            if options.tty, !isTerminal {
                writeError("\(name): --tty needs a terminal; leave it out to replay headless")
                return .exit(2)
            }
            let coverageOptions = options.coverageOptions
            var coverage: (any TapeCoverage)?
            if coverageOptions.isRequested {
                guard let coverageHost = host as? any TapeCoverageHost else {
                    writeError("\(name): --coverage and --graph need a host that declares its navigation; conform it to NavigationTapeHost; see \(name) --help")
                    return .exit(64)
                }
                coverage = coverageHost.makeCoverage()
            }
            var runner = TapeRunner(host: coverage ?? host, options: .init(updateSnapshots: options.updateSnapshots,
                                                                          outputs: options.outputOptions.outputs))
            if options.tty {
                let screen = terminal()
                let pace = options.pace ?? .milliseconds(120)
                runner.makeTerminal = { size in TTYReplayTerminal(screen: screen, size: size, delay: pace) }
            }
            // With --graph the graph owns standard output; the tape report goes to standard error.
            let report = coverageOptions.graph == nil ? write : writeError
            var suite = TapeSuiteRunner(runner: runner, write: report)
            suite.reportDirectory = options.outputOptions.report
            let paths = options.replay
            return .replay { [suite, coverage] in
                let code = await suite.run(paths: paths).exitCode
                guard let coverage else { return code }
                return coverageOptions.finish(coverage, suiteExitCode: code, write: report, writeGraph: write)
            }
        }

        func liveRecording(options: AppCommandLineOptions, name: String) -> (any LiveRecording)? {
            guard options.record != nil || options.outputOptions.cast != nil else { return nil }
            return Recording(record: options.record, cast: options.outputOptions.cast, name: name)
        }
    }

    /// A live session's tape (`--record`) and cast (`--cast`).
    @MainActor
    final class Recording: LiveRecording {
        let record: String?
        let castPath: String?
        let name: String
        private var recorder: TapeRecorder?
        private var cast: CastTerminal?

        init(record: String?, cast: String?, name: String) {
            self.record = record
            self.castPath = cast
            self.name = name
        }

        func wrap(_ terminal: any Terminal) -> any Terminal {
            guard castPath != nil else { return terminal }
            let cast = CastTerminal(base: terminal, title: name)
            self.cast = cast
            return cast
        }

        func willStart(_ application: Application, route: String?) {
            guard record != nil else { return }
            let recorder = TapeRecorder(application: application, route: route)
            recorder.start()
            self.recorder = recorder
        }

        func willOpenDeeplink(_ link: String) {
            recorder?.recordDeeplink(link)
        }

        func didQuit(write: @MainActor (String) -> Void, writeError: @MainActor (String) -> Void) -> Int32? {
            guard let recorder, let record else { return nil }
            do throws(TapeFileError) {
                write(try recorder.finish(writingTo: record, name: name))
            } catch {
                writeError("\(name): \(error)")
                return 1
            }
            return nil
        }

        func finish(code: Int32, writeError: @MainActor (String) -> Void) -> Int32 {
            guard let cast, let castPath else { return code }
            do {
                try FileSystem.write(bytes: cast.cast.bytes, toPath: castPath)
            } catch {
                writeError("\(name): \(error)")
                return code == 0 ? 1 : code
            }
            return code
        }
    }
}
