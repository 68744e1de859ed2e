/// What a replay writes besides its result: a cast of the tape and pictures of its named
/// `Screenshot`s.
public struct TapeOutputs: Hashable, Sendable {
    /// `--cast FILE`: write the replay as an asciicast v2 file (nil: none).
    public var castPath: String?
    /// `--screenshots DIR`: write each `Screenshot "name"` as `DIR/name.svg` (nil: print them).
    public var screenshotDirectory: String?
    /// The time each input adds to a cast's clock, on top of the tape's virtual time, so that
    /// keys pressed at one virtual instant can be watched one by one.
    public var castPace: Duration

    /// Nothing written.
    public init(castPath: String? = nil, screenshotDirectory: String? = nil, castPace: Duration = .milliseconds(100)) {
        self.castPath = castPath
        self.screenshotDirectory = screenshotDirectory
        self.castPace = castPace
    }
}
