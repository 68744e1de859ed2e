// Tapes of an LCoordinator app: `import LCoordinatorTapes` brings the SDK and the tape runner,
// with navigation coverage and graphs over tapes. Apps add it for their tests and tools; the
// app itself links `LCoordinator` alone.
@_exported import LCoordinator
@_exported import Tape
