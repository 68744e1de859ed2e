// The app's own options (`AppOption`, `AppOptions`) and the servers' (`SSHServeOptions`,
// `WebServeOptions`) are part of the launcher's API: an app that imports AppLauncher sees them.
@_exported import LCoordinatorLaunch
