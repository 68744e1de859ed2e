/// What a window keeps to patch the frame on screen where only views that redraw alone changed,
/// and what it counts while doing so (see `Window+Retained` and `Window+PatchCheck`).
@MainActor
struct FramePatcher {
    /// The frame on screen, kept for frames that only patch it.
    var retainedFrame: RetainedFrame?
    /// Views that asked to be redrawn alone since the last frame (see `View.redrawsAlone`).
    var viewsNeedingRedraw: [View] = []
    /// Checks every patched frame against the same frame drawn whole (tests and the fuzzer):
    /// each difference is noted in `mismatches`, and the whole frame is kept.
    var verifiesPatchedFrames = false
    /// How many frames were patched instead of drawn whole.
    var patchedFrameCount = 0
    /// Where patched frames differed from the frame drawn whole (see `verifiesPatchedFrames`).
    var mismatches: [String] = []
}
