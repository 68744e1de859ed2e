/// Where the frame on screen sends clicks and wheel turns (see `Window+Mouse`).
struct MouseRouting {
    /// The mouse targets of the frame on screen, bottom layer first, as its `RenderedFrame`
    /// made them.
    var hitLayers: [HitLayer] = []
    /// The footer's row in the frame on screen; clicks there do nothing.
    var footerRow: Int?
}
