/// One layer of a frame: a canvas placed on the screen.
///
/// Layers are ordered bottom to top. `id` is stable across frames for the same piece of UI
/// (for example `"root"`, `"modal.1"`, `"footer"`), so a terminal can reuse its window for it.
public struct Layer: Hashable, Sendable {
    public var id: String
    public var origin: Point
    public var canvas: Canvas

    public var frame: Rect { Rect(origin: origin, size: canvas.size) }

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

    public init(size: Size, layers: [Layer], cursor: Point? = nil) {
        self.size = size
        self.layers = layers
        self.cursor = cursor
    }

    /// The layers composed into one screen-sized canvas, as a terminal shows them.
    public func composed() -> Canvas {
        var screen = Canvas(size: size)
        for layer in layers { screen.blit(layer.canvas, at: layer.origin) }
        return screen
    }

    /// This frame with every colour removed (for `NO_COLOR`).
    public func withoutColors() -> Frame {
        var copy = self
        for index in copy.layers.indices { copy.layers[index].canvas.stripColors() }
        return copy
    }
}
