// A test of a screen imports `TerminalUITestSupport` (and `Testing`) alone: the harness's own
// types (`Size`, `KeyEvent`, `Point`) and the views and controllers a test builds come with it.
@_exported import TerminalCore
@_exported import TerminalUI
