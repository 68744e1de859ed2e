/// One layer of a frame: a canvas placed on the screen.
///
/// Layers are ordered bottom to top. `id` is stable across frames for the same piece of UI
/// (for example `"root"`, `"modal.1"`, `"footer"`), so a terminal can reuse its window for it.
public struct Layer: Hashable, Sendable {
    /// The layer's identity (the same id keeps its window between frames).
    public var id: String
    /// Where the layer's top-left cell is on screen.
    public var origin: Point
    /// The layer's cells.
    public var canvas: Canvas

    /// The layer's rectangle on screen.
    public var frame: Rect { Rect(origin: origin, size: canvas.size) }

    /// A layer.
    public init(id: String, origin: Point, canvas: Canvas) {
        self.id = id
        self.origin = origin
        self.canvas = canvas
    }
}

/// Everything one frame shows: its ordered layers and where the text cursor is, if shown.
public struct Frame: Hashable, Sendable {
    /// The screen size this frame was laid out for.
    public var size: Size
    /// Bottom to top.
    public var layers: [Layer]
    /// The text cursor in screen coordinates; nil hides it.
    public var cursor: Point?

    /// A frame of `layers`, bottom first, with the cursor at `cursor`.
    public init(size: Size, layers: [Layer], cursor: Point? = nil) {
        self.size = size
        self.layers = layers
        self.cursor = cursor
    }

    /// The layers composed into one screen-sized canvas, as a terminal shows them.
    public func composed() -> Canvas {
        // A bottom layer covering the screen is the start (shared, not copied cell by cell).
        guard let bottom = layers.first, bottom.origin == .zero, bottom.canvas.size == size, !bottom.canvas.discardsCells else {
            var screen = Canvas(size: size)
            for layer in layers { screen.blit(layer.canvas, at: layer.origin) }
            return screen
        }
        var screen = bottom.canvas
        screen.clip = screen.bounds
        for layer in layers.dropFirst() { screen.blit(layer.canvas, at: layer.origin) }
        return screen
    }

    /// This frame with every colour removed (for `NO_COLOR`).
    public func withoutColors() -> Frame {
        var copy = self
        for index in copy.layers.indices { copy.layers[index].canvas.stripColors() }
        return copy
    }
}
