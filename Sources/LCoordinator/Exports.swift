// What every app needs comes with `import LCoordinator`: the views and controllers
// (TerminalUI) and geometry, keys and terminals (TerminalCore). Tapes come with
// `import LCoordinatorTapes`.
@_exported import TerminalCore
@_exported import TerminalUI
