import TerminalCore

/// An append-only log: lines added at the bottom, the view following the newest until the user
/// scrolls up; End (or scrolling back to the bottom) follows again.
///
/// ```swift
/// let log = LogView(maxLines: 5_000)
/// log.append("Connected to shop.example.com")
/// log.append("GET /products 200 (12 ms)")
/// ```
///
/// Keys: Up/Down (k/j), PageUp/PageDown, Home scroll; End goes to the newest line and follows.
/// The wheel scrolls. Each line takes one row, cut with `…` at the width; tabs become four
/// spaces and characters that would act on the terminal show as `\u{XXXX}`. Appending costs
/// the same whatever the length of the log: lines past `maxLines` are dropped from the top.
@MainActor
open class LogView: Control {
    /// At most this many lines are kept; older ones are dropped.
    public var maxLines: Int { didSet { trim() } }
    /// Shown while the log is empty.
    public var emptyMessage: String { didSet { setNeedsDisplay() } }
    /// Whether the view shows the newest lines as they come.
    public private(set) var isFollowing = true

    /// The lines, from `start` on (the ones before are dropped, and removed in bulk).
    private var storage: [String] = []
    private var start = 0
    /// The first visible line (counted from the oldest kept) when not following.
    /// The first line shown while not following (a `RowCursor`'s offset: a log selects no line).
    private var scrollPosition = RowCursor()
    /// Lines added since the user scrolled up.
    private var unseen = 0
    /// How many rows the last layout left.
    private var visibleRows = 1

    /// An empty log keeping at most `maxLines` lines.
    public init(maxLines: Int = 10_000, emptyMessage: String = "Nothing logged yet") {
        self.maxLines = max(1, maxLines)
        self.emptyMessage = emptyMessage
        super.init()
    }

    open override var isFlexible: Bool { true }

    /// How many lines the log holds.
    public var lineCount: Int { storage.count - start }

    /// The line at `index` (0 is the oldest kept), as drawn.
    public func line(at index: Int) -> String { storage[start + index] }

    /// The first line on screen (0 is the oldest kept).
    public var firstVisibleLine: Int { isFollowing ? max(0, lineCount - visibleRows) : scrollPosition.offset }

    /// Adds `text` at the bottom, one line per line of it.
    public func append(_ text: String) {
        let scrolled = lineCount > visibleRows
        if text.utf8.contains(0x0A) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { appendLine(line) }
        } else {
            appendLine(Substring(text))
        }
        trim()
        if scrolled || lineCount <= visibleRows {
            setNeedsRedraw()
        } else {
            // The log now scrolls: its keys show in the footer.
            invalidateKeyBindings()
            setNeedsDisplay()
        }
    }

    private func appendLine(_ line: Substring) {
        storage.append(Self.shown(line))
        if !isFollowing { unseen += 1 }
    }

    /// Adds `lines` at the bottom.
    public func append(contentsOf lines: [String]) {
        for line in lines { append(line) }
    }

    /// Removes every line and follows the tail again.
    public func clear() {
        storage = []
        start = 0
        scrollPosition.offset = 0
        unseen = 0
        isFollowing = true
        setNeedsDisplay()
    }

    /// A line as drawn: tabs as spaces, the rest made safe to print.
    private static func shown(_ line: Substring) -> String {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        return PrintableText.escaping(text.contains("\t") ? text.replacingTabs() : text)
    }

    /// Drops the oldest lines past `maxLines`; the array is compacted once half of it is dropped.
    private func trim() {
        let excess = lineCount - maxLines
        guard excess > 0 else { return }
        start += excess
        scrollPosition.offset = max(0, scrollPosition.offset - excess)
        if start > storage.count / 2 {
            storage.removeFirst(start)
            start = 0
        }
    }

    /// Scrolls so `line` is the first visible (clamped); at the bottom, follows the tail.
    public func scroll(toLine line: Int) {
        let maxTop = max(0, lineCount - visibleRows)
        let wasFollowing = isFollowing
        scrollPosition.scroll(to: line, count: lineCount, rows: visibleRows)
        isFollowing = scrollPosition.offset >= maxTop
        if isFollowing { unseen = 0 }
        scrolled(wasFollowing: wasFollowing)
    }

    /// Goes to the newest line and follows the tail.
    public func follow() {
        let wasFollowing = isFollowing
        isFollowing = true
        unseen = 0
        scrolled(wasFollowing: wasFollowing)
    }

    /// Asks for what a scroll changed: the log's own rows, and the footer too when End "Follow"
    /// came or went (the log's bindings follow `isFollowing` and nothing else a scroll moves).
    private func scrolled(wasFollowing: Bool) {
        if isFollowing == wasFollowing {
            setNeedsRedraw()
        } else {
            invalidateOwnKeyBindings()
            hostingWindow?.needsDisplay = true
        }
    }

    // MARK: - Keys and mouse

    /// The scrolling bindings, one set while following and one while not (End "Follow" shows).
    private var scrollBindings = OwnKeyBindings<Bool>()

    open override var keyBindings: [KeyBinding] {
        get {
            let bindings = super.keyBindings
            guard isEnabled, lineCount > visibleRows else { return bindings }
            return bindings.followed(by: scrollBindings.bindings(for: isFollowing) { makeScrollBindings(following: isFollowing) })
        }
        set { super.keyBindings = newValue }
    }

    /// The keys that scroll (their actions read the position when they run); End follows the
    /// log again (new lines keep it at the bottom), not only scrolls there.
    private func makeScrollBindings(following: Bool) -> [KeyBinding] {
        let scrollByKey: @MainActor (KeyEvent) -> Void = { [weak self] key in
            guard let self, let target = RowScroller.target(of: key, from: firstVisibleLine, page: RowScroller.page(rows: visibleRows), last: 0) else {
                return
            }
            scroll(toLine: target)
            lastKeyKeptKeyBindings = true
        }
        return [
            KeyBinding(keys: [.up, .down, .char("k"), .char("j")], title: "Scroll", label: "↑↓", keyAction: scrollByKey),
            KeyBinding(keys: [.pageUp, .pageDown], title: "Page up / down", label: "PgUp PgDn", isVisible: false, keyAction: scrollByKey),
            KeyBinding(keys: [.home], title: "Oldest line", isVisible: false, keyAction: scrollByKey),
            KeyBinding(.end, title: "Follow", isVisible: !following) { [weak self] in
                self?.follow()
                self?.lastKeyKeptKeyBindings = true
            },
        ]
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .click: becomeFocused()
        case .scrollUp: scroll(toLine: firstVisibleLine - 3)
        case .scrollDown: scroll(toLine: firstVisibleLine + 3)
        }
        return true
    }

    // MARK: - Drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rows = max(1, frame.height)
        if rows != visibleRows {
            visibleRows = rows
            invalidateKeyBindings()
        }
        scrollPosition.scroll(to: scrollPosition.offset, count: lineCount, rows: visibleRows)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: max(1, min(lineCount, View.unlimitedHeight)))
    }

    /// A log draws only from its lines and scroll position, inside its frame.
    open override var redrawsAlone: Bool { true }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let style = isEnabled ? theme.text : theme.secondaryText
        guard lineCount > 0 else {
            canvas.write(emptyMessage, at: frame.origin, style: theme.secondaryText, maxWidth: frame.width)
            return
        }
        let needsScrollbar = lineCount > visibleRows
        let width = frame.width - (needsScrollbar ? 1 : 0)
        let first = firstVisibleLine
        for row in 0..<min(visibleRows, lineCount - first) {
            let text = storage[start + first + row]
            let y = frame.minY + row
            if text.displayWidth > width {
                canvas.write(text.truncated(toWidth: width), at: Point(x: frame.minX, y: y), style: style, maxWidth: width)
            } else {
                canvas.write(text, at: Point(x: frame.minX, y: y), style: style, maxWidth: width)
            }
        }
        if !isFollowing, unseen > 0 {
            let note = " ↓ \(unseen) new · End "
            let noteWidth = note.displayWidth
            let y = frame.maxY - 1
            canvas.fill(Rect(x: max(frame.minX, frame.minX + width - noteWidth), y: y, width: min(width, noteWidth), height: 1), style: theme.toast)
            canvas.write(note, at: Point(x: max(frame.minX, frame.minX + width - noteWidth), y: y), style: theme.toast, maxWidth: width)
        }
        if needsScrollbar {
            RowScroller.drawIndicator(in: &canvas, x: frame.maxX - 1, top: frame.minY, rows: visibleRows, total: lineCount,
                                      offset: first, theme: theme)
        }
    }
}

extension String {
    /// The text with each tab as four spaces.
    fileprivate func replacingTabs() -> String {
        var result = ""
        for character in self { if character == "\t" { result += "    " } else { result.append(character) } }
        return result
    }
}
