// The launcher (`AppCommandLine`, `AppHost`, `AppSession`, the command line's options and
// files) lives in AppLauncher, and the servers' options (`AppOption`, `AppOptions`,
// `SSHServeOptions`, `WebServeOptions`, `TapeCommandLineError`) in LCoordinatorLaunch; neither
// links the tape runner. An app that imports Tape (or LCoordinatorTapes) sees them as before.
@_exported import AppLauncher
@_exported import LCoordinatorLaunch
