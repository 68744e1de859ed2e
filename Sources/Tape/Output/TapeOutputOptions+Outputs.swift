import AppLauncher

extension TapeOutputOptions {
    /// What the runner writes.
    package var outputs: TapeOutputs {
        TapeOutputs(castPath: cast, screenshotDirectory: screenshots)
    }
}
