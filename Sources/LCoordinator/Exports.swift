// What every app needs comes with `import LCoordinator`: the views and controllers
// (TerminalUI), geometry, keys and terminals (TerminalCore), and tapes (Tape).
@_exported import Tape
@_exported import TerminalCore
@_exported import TerminalUI
