// The launcher's types (`AppOption`, `AppOptions`, `SSHServeOptions`, `WebServeOptions`,
// `TapeCommandLineError`) live in LCoordinatorLaunch, which the servers link without the tape
// runner; an app that imports Tape (or LCoordinatorTapes) sees them as before.
@_exported import LCoordinatorLaunch
