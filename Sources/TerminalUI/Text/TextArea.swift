import TerminalCore

/// Multi-line text editing that wraps by display width (UIKit's `UITextView`).
///
/// ![The Gallery's TextArea screen.](gallery-text-area)
///
/// Characters and Enter insert, Backspace and Delete erase; Left and Right move by character,
/// Ctrl+Left and Ctrl+Right (or Alt+B and Alt+F) by word, Up and Down by row as drawn, PageUp
/// and PageDown by a screenful, Home and End to the ends of the line, Ctrl+Home and Ctrl+End to
/// the ends of the text; Ctrl+Z undoes and Ctrl+Y redoes. Every edit works on grapheme clusters.
/// A paste is one edit (CR LF becomes a line break, a tab four spaces, other control characters
/// are dropped); what does not fit in `maxLength` is cut off, with a status line that says how
/// many characters did not fit, as in a `TextField`. Tab still moves the focus on.
///
/// ```swift
/// let notes = TextArea(text: "First line\nSecond line")
/// notes.onChange = { text in print(text.count) }
/// ```
@MainActor
open class TextArea: Control, PasteTarget, FormControl {
    /// The lines of the text, as characters.
    package private(set) var lines: [[Character]]
    /// The cursor.
    public internal(set) var cursor = TextPosition(line: 0, column: 0)
    /// At most this many characters (line breaks count one each) are accepted.
    public var maxLength: Int
    /// Shown while the text is empty.
    public var placeholder: String
    /// Called with the new text after each change the user makes (typing, a paste, an undo or
    /// a redo), not when code sets `text`. The text is joined for it only while it is set: on a
    /// long text that costs its length per change.
    public var onChange: (@MainActor (String) -> Void)?
    /// The rows of text the area asks for in a stack (at least 1), inside its outline.
    public var preferredRows: Int

    /// How many characters the text holds (line breaks count one each).
    public private(set) var count: Int
    /// Edits to undo, the last one last.
    var undoStack: [TextEdit] = []
    /// Edits undone, to redo, the last undone last.
    var redoStack: [TextEdit] = []
    /// The column Up and Down aim for (display columns within a row), kept across rows.
    var preferredX: Int?
    /// The first line drawn and the first of its rows drawn.
    var top = (line: 0, row: 0)
    /// The wrapped rows of lines as last measured for `wrapWidth` (character ranges).
    var wrapCache: [Int: [Range<Int>]] = [:]
    /// The first rows of lines edited since they were measured: rows wholly before an edit
    /// wrap the same, so measuring starts again after them.
    var wrapPrefix: [Int: [Range<Int>]] = [:]
    /// The width `wrapCache` was measured for.
    var wrapWidth = 0
    /// How many lines were wrapped since the last edit that moved lines (it forgets them all; an
    /// edit within a line forgets only that line's rows from the edit on): what frames after a
    /// key cost, to check that it is the lines in view, not the text's length.
    package var measuredLineCount: Int { wrapCache.count }
    /// How many characters wrapping has looked at, ever: a key typed at the end of a long line
    /// must add the characters of its row, not the line's.
    package internal(set) var wrappedCharacterCount = 0

    /// An area holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "", maxLength: Int = 1_000_000, preferredRows: Int = 5) {
        self.placeholder = placeholder
        self.maxLength = max(0, maxLength)
        self.preferredRows = max(1, preferredRows)
        let lines = Self.lines(of: text)
        self.lines = lines
        self.count = lines.reduce(lines.count - 1) { $0 + $1.count }
        super.init()
        cursor = TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count)
    }

    /// The text, its lines joined by line breaks. Set from code, it is cut to `maxLength`, the
    /// cursor goes to its end, undo forgets what came before (it is not an edit), and
    /// `onChange` is not called.
    public var text: String {
        get { joinedText }
        set { replaceText(with: String(newValue.prefix(maxLength))) }
    }

    /// The lines joined by line breaks.
    private var joinedText: String {
        var result = ""
        result.reserveCapacity(count)
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append("\n") }
            result.append(contentsOf: line)
        }
        return result
    }

    /// How many lines the text has (at least 1).
    public var lineCount: Int { lines.count }

    /// Replaces the text (not an edit: undo forgets what came before) and puts the cursor at its end.
    private func replaceText(with newText: String) {
        lines = Self.lines(of: newText)
        count = lines.reduce(lines.count - 1) { $0 + $1.count }
        cursor = TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count)
        undoStack = []
        redoStack = []
        wrapCache = [:]
        wrapPrefix = [:]
        top = (0, 0)
        setNeedsDisplay()
    }

    /// `text` split at line breaks (LF, CR LF or a lone CR).
    static func lines(of text: String) -> [[Character]] {
        var lines: [[Character]] = [[]]
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        return lines
    }

    open override var consumesPrintableKeys: Bool { true }

    open override var keyBindings: [KeyBinding] {
        get {
            guard isEnabled else { return super.keyBindings }
            return [
                KeyBinding(.ctrl("z"), title: "Undo", label: "Ctrl+Z") { [weak self] in self?.undo() },
                KeyBinding(.ctrl("y"), title: "Redo", label: "Ctrl+Y") { [weak self] in self?.redo() },
                nextFieldBinding,
            ] + super.keyBindings
        }
        set { super.keyBindings = newValue }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if handleEditingKey(event) { return true }
        return super.handleKey(event)
    }

    /// `preferredRows` of text and the outline's two rows around them; fewer rows of text (one
    /// at least) when `size` offers fewer.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(preferredRows, max(1, size.height - 2)) + 2)
    }

    open override func layoutSubviews() { scrollToCursor() }

    open override func draw(in canvas: inout Canvas, context: RenderContext) { drawText(in: &canvas, context: context) }

    open override var inspectorSummary: String? { "= \(lineCount) lines, \(count) characters" }

    /// `.text(text)`.
    open var formValue: FormValue { .text(text) }

    /// Replaces the text with a `.text`'s.
    open func setFormValue(_ value: FormValue) {
        if case .text(let text) = value { self.text = text }
    }

    /// The form draws the label, and the focus mark before it.
    open var formLabelPlacement: FormLabelPlacement { .inColumn(drawsOwnFocusMark: false) }

    /// Ten columns of text (or the placeholder's width and the cursor's cell) in the outline.
    open var formMinimumWidth: Int { max(10, placeholder.displayWidth + 1) + 2 }

    /// A click focuses the area and puts the cursor where it points; the wheel moves it by three rows.
    open override func handleMouse(_ event: MouseEvent) -> Bool { handleTextMouse(event) }

    // MARK: - Editing

    /// The characters between `start` and `end`, as lines.
    func slice(from start: TextPosition, to end: TextPosition) -> [[Character]] {
        if start.line == end.line { return [Array(lines[start.line][start.column..<end.column])] }
        var result = [Array(lines[start.line][start.column...])]
        if end.line > start.line + 1 { result += lines[(start.line + 1)..<end.line] }
        result.append(Array(lines[end.line][..<end.column]))
        return result
    }

    /// Replaces the text from `start` to `end` with `inserted` and puts the cursor after it;
    /// returns the edit (for the undo stack).
    @discardableResult
    func replace(from start: TextPosition, to end: TextPosition, with inserted: [[Character]], isTyping: Bool = false) -> TextEdit {
        let removed = slice(from: start, to: end)
        let inserted = inserted.isEmpty ? [[]] : inserted
        if start.line == end.line, inserted.count == 1 {
            // Within one line (typing, erasing a character): edited in place, so a key costs
            // the characters it moves, not the line's length, and no other line is measured again.
            lines[start.line].replaceSubrange(start.column..<end.column, with: inserted[0])
            keepWrappedRows(ofLine: start.line, before: start.column)
        } else {
            let head = lines[start.line][..<start.column]
            let tail = lines[end.line][end.column...]
            var replacement = inserted
            replacement[0] = Array(head) + replacement[0]
            replacement[replacement.count - 1] += tail
            lines.replaceSubrange(start.line...end.line, with: replacement)
            // Lines after the edit moved: measure again what is drawn (a few lines).
            wrapCache = [:]
            wrapPrefix = [:]
        }
        count += Self.characterCount(inserted) - Self.characterCount(removed)
        let edit = TextEdit(start: start, removed: removed, inserted: inserted, isTyping: isTyping)
        cursor = edit.insertedEnd
        preferredX = nil
        return edit
    }

    /// Characters in `lines`, line breaks counted one each.
    static func characterCount(_ lines: [[Character]]) -> Int {
        lines.reduce(max(0, lines.count - 1)) { $0 + $1.count }
    }

    /// Makes an edit the user made: applies it, keeps it for undo (typing joins the typing just
    /// before it), forgets what was undone, and reports the change.
    func edit(from start: TextPosition, to end: TextPosition, with inserted: [[Character]], isTyping: Bool = false) {
        let edit = replace(from: start, to: end, with: inserted, isTyping: isTyping)
        // Typing joins the typing just before it, word by word: a word's first character after
        // a space starts a new step, so an undo takes back the last word and its space.
        if isTyping, let last = undoStack.last, last.isTyping, last.insertedEnd == start, last.inserted.count == 1,
           inserted.count == 1, let typed = inserted[0].first,
           !(last.inserted[0].last?.isWhitespace == true && !typed.isWhitespace) {
            undoStack[undoStack.count - 1].inserted[0] += inserted[0]
        } else {
            undoStack.append(edit)
        }
        redoStack = []
        if let onChange { onChange(text) }
        valueDidChange()
        setNeedsDisplay()
    }

    /// Undoes the last edit; returns whether there was one.
    @discardableResult
    public func undo() -> Bool {
        guard let last = undoStack.popLast() else { return false }
        replace(from: last.start, to: last.insertedEnd, with: last.removed)
        redoStack.append(last)
        if let onChange { onChange(text) }
        valueDidChange()
        setNeedsDisplay()
        return true
    }

    /// Redoes the last edit undone; returns whether there was one.
    @discardableResult
    public func redo() -> Bool {
        guard let last = redoStack.popLast() else { return false }
        let end = TextEdit.end(of: last.removed, from: last.start)
        replace(from: last.start, to: end, with: last.inserted)
        undoStack.append(last)
        if let onChange { onChange(text) }
        valueDidChange()
        setNeedsDisplay()
        return true
    }

    /// Inserts `character` at the cursor; one that would stand alone with no width, or pass
    /// `maxLength`, is refused. A combining mark joins the character before it.
    func type(_ character: Character) {
        if cursor.column > 0 {
            let joined = String(lines[cursor.line][cursor.column - 1]) + String(character)
            if joined.count == 1, let merged = joined.first {
                edit(from: TextPosition(line: cursor.line, column: cursor.column - 1), to: cursor, with: [[merged]])
                return
            }
        }
        guard DisplayWidth.of(character) > 0, count < maxLength else { return }
        edit(from: cursor, to: cursor, with: [[character]], isTyping: true)
    }

    /// Starts a new line at the cursor.
    func insertLineBreak() {
        guard count < maxLength else { return }
        edit(from: cursor, to: cursor, with: [[], []])
    }

    /// Inserts pasted text at the cursor as one edit (one `onChange`): a tab becomes four
    /// spaces, other control characters are dropped. What does not fit in `maxLength` is cut
    /// off, and the window's status line says how many characters did not fit (as
    /// `TextField` does).
    public func paste(_ pasted: String) {
        paste(Paste(text: pasted))
    }

    func paste(_ pasted: Paste) {
        guard isEnabled else { return }
        let room = max(0, maxLength - count)
        var cleaned: [[Character]] = [[]]
        var kept = 0
        var keptCharacters = 0
        var leftOut = 0
        for character in pasted.text {
            let isControl = !character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
            let isLineBreak = character == "\n" || character == "\r\n" || character == "\r"
            guard !isControl || isLineBreak || character == "\t" else { continue }
            let size = character == "\t" ? 4 : 1
            guard leftOut == 0, kept + size <= room else {
                leftOut += 1
                continue
            }
            if isLineBreak {
                cleaned.append([])
            } else if character == "\t" {
                cleaned[cleaned.count - 1] += Array(repeating: " ", count: 4)
            } else {
                cleaned[cleaned.count - 1].append(character)
            }
            kept += size
            keptCharacters += 1
        }
        if kept > 0 { edit(from: cursor, to: cursor, with: cleaned) }
        if leftOut > 0 || pasted.droppedBytes > 0 {
            viewController?.window?.showStatus(pasted.cutMessage(kept: keptCharacters, leftOut: leftOut, limit: maxLength))
            setNeedsDisplay()
        }
    }

    /// Moves the cursor to `position`, clamped to the text.
    public func moveCursor(to position: TextPosition) {
        let line = min(max(0, position.line), lines.count - 1)
        cursor = TextPosition(line: line, column: min(max(0, position.column), lines[line].count))
        preferredX = nil
        setNeedsDisplay()
    }
}
