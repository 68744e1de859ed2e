import TerminalCore

/// A one-line text input with a label.
///
/// ![The Gallery's secure field screen: a user name and a password drawn as bullets.](gallery-secure-field)
///
/// Editing keys: characters insert, Left/Right move, Backspace/Delete erase,
/// Home/End or Ctrl+A/Ctrl+E jump, Ctrl+U erases to the start, Ctrl+K to the end. Enter runs
/// `onSubmit`. A secure field shows `•` for each character. Every edit works on grapheme
/// clusters: a typed scalar that joins the character before it merges into it. A paste
/// (`paste(_:)`) is one edit: its line breaks and tabs become spaces, and what does not fit in
/// `maxLength` is cut off, with a status line that says so.
///
/// ```swift
/// let password = TextField("Password", placeholder: "never shown", isSecure: true)
/// password.onChange = { status.text = "\($0.count) characters typed" }
/// ```
@MainActor
open class TextField: Control, FormControl {
    /// The text before the field.
    public var label: String
    /// Shown while the field is empty.
    public var placeholder: String
    /// Shows bullets instead of the text.
    public var isSecure: Bool
    /// The text typed. Set from code, it is cut to `maxLength`, the cursor goes to its end,
    /// and `onChange` is not called.
    public var text: String {
        get { contents }
        set {
            contents = String(newValue.prefix(maxLength))
            cursor = contents.count
            setNeedsDisplay()
        }
    }
    /// The text (see `text`).
    private var contents: String
    /// The cursor position (the insertion point), in grapheme clusters (Swift `Character`s)
    /// from the start.
    public private(set) var cursor: Int
    /// At most this many characters are accepted.
    public var maxLength: Int
    /// Called with the text on Enter.
    public var onSubmit: (@MainActor (String) -> Void)? { didSet { invalidateKeyBindings() } }
    /// Called with the text after each change.
    public var onChange: (@MainActor (String) -> Void)?
    /// The footer title of Enter.
    public var submitTitle: String { didSet { invalidateKeyBindings() } }

    /// A field labelled `label` (the first argument, as every widget's title).
    public init(_ label: String = "", text: String = "", placeholder: String = "", isSecure: Bool = false, maxLength: Int = 256, submitTitle: String = "Submit") {
        self.label = label
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.contents = text
        self.cursor = text.count
        self.maxLength = maxLength
        self.submitTitle = submitTitle
        super.init()
    }

    /// Typed characters go into the field (while it is enabled).
    open override var consumesPrintableKeys: Bool { isEnabled }

    open override var controlBindings: [KeyBinding] {
        // Made once for each submit title (none without `onSubmit`): typing changes neither.
        let submit = onSubmit == nil ? nil : submitTitle
        return fieldBindings.bindings(for: submit) {
            var bindings: [KeyBinding] = []
            if let submit {
                bindings.append(KeyBinding(.enter, title: submit) { [weak self] in
                    guard let self else { return }
                    self.onSubmit?(self.text)
                })
            }
            bindings.append(nextFieldBinding)
            return bindings
        }
    }

    /// Enter (with `onSubmit`) and Tab, for the submit title they were made with.
    private var fieldBindings = OwnKeyBindings<String?>()

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.handleKey(event) }
        let count = text.count
        cursor = min(max(0, cursor), count)
        switch event {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = count
        case .backspace:
            guard cursor > 0 else { return true }
            replace(cursor - 1..<cursor, with: "")
        case .delete, .ctrl("d"):
            guard cursor < count else { return true }
            replace(cursor..<cursor + 1, with: "")
        case .ctrl("u"):
            replace(0..<cursor, with: "")
        case .ctrl("k"):
            replace(cursor..<count, with: "")
        case .enter:
            guard let onSubmit else { return false }
            onSubmit(text)
        default:
            guard let character = event.printableCharacter, character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                return super.handleKey(event)
            }
            insert(character)
        }
        setNeedsDisplay()
        return true
    }

    /// Inserts `character` at the cursor. A scalar that joins the character before it (a
    /// combining mark, a second regional indicator, a skin tone, a ZWJ, a selector) merges into
    /// that grapheme; one that would stand alone with no width is refused.
    private func insert(_ character: Character) {
        let before = text.prefix(cursor)
        let joined = String(before) + String(character)
        let merges = joined.count == before.count
        guard merges || DisplayWidth.of(character) > 0 else { return }
        guard merges || text.count < maxLength else { return }
        replace(cursor..<cursor, with: String(character))
    }

    /// Inserts pasted text at the cursor as one edit (one `onChange`): a line break (CR, LF or
    /// CR LF) or a tab becomes a space, other control characters are dropped, as are characters
    /// that would stand alone with no width. Characters beyond `maxLength` are cut off and the
    /// window's status line says how many.
    public func paste(_ pasted: String) {
        paste(Paste(text: pasted))
    }

    func paste(_ pasted: Paste) {
        cursor = min(max(0, cursor), text.count)
        let cleaned = Paste.oneLine(pasted.text)
        var kept = ""
        var keptCount = 0
        var dropped = 0
        let room = max(0, maxLength - text.count)
        let before = text.prefix(cursor)
        var isFirst = true
        for character in cleaned {
            // Only the first character can join the text before the cursor (a combining mark).
            if isFirst {
                isFirst = false
                if !before.isEmpty, (String(before) + String(character)).count == before.count {
                    kept.append(character)
                    continue
                }
            }
            guard DisplayWidth.of(character) > 0 else { continue }
            guard keptCount < room else {
                dropped += 1
                continue
            }
            kept.append(character)
            keptCount += 1
        }
        if !kept.isEmpty { replace(cursor..<cursor, with: kept) }
        if dropped > 0 || pasted.droppedBytes > 0 {
            viewController?.window?.showStatus(pasted.cutMessage(kept: keptCount, leftOut: dropped, limit: maxLength))
        }
        setNeedsDisplay()
    }

    /// Replaces the characters in `range` (grapheme offsets) with `replacement` and puts the
    /// cursor after it. Text after the range keeps its graphemes unless the replacement joins
    /// the first of them; the cursor is recomputed from the result, so it is always in range.
    private func replace(_ range: Range<Int>, with replacement: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex) ?? text.endIndex
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        let after = text[upper...]
        let newText = String(text[..<lower]) + replacement + after
        contents = newText
        cursor = min(newText.count, max(0, newText.count - after.count))
        onChange?(text)
        valueDidChange()
    }

    open override var inspectorSummary: String? {
        let label = (self.label.isEmpty ? formFieldLabel ?? "" : self.label).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return "\(View.inspectorQuoted(String(label))) = \(isSecure ? "\(text.count) hidden characters" : View.inspectorQuoted(text))"
    }

    // MARK: - FormControl

    /// `.text(text)`.
    open var formValue: FormValue { .text(text) }

    /// Replaces the text with a `.text`'s.
    open func setFormValue(_ value: FormValue) {
        if case .text(let text) = value { self.text = text }
    }

    /// The field draws its label, padded to the label column.
    open var formLabelPlacement: FormLabelPlacement { .inControl }

    /// Ten columns, or the placeholder and the cursor's cell after it when that is wider.
    open var formMinimumWidth: Int { max(10, placeholder.displayWidth + 1) }

    /// Takes the field's label, padded to the form's label column (and one space: two in all
    /// before the field, as the other controls leave), and Enter: the next field, or a submit
    /// from the last.
    open func configure(for field: FormFieldContext) {
        // No label (the form draws it above): the field starts after the focus mark.
        label = field.label.isEmpty && field.labelColumnWidth == 0 ? "" : field.paddedLabel + " "
        submitTitle = field.enterTitle
        onSubmit = { _ in field.advance() }
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        if !label.isEmpty {
            x += canvas.write(label + " ", at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        }
        let fieldWidth = max(1, frame.maxX - x)
        let style = !isEnabled ? theme.secondaryText : isFocused ? theme.focusedField : theme.field
        canvas.fill(Rect(x: x, y: frame.minY, width: fieldWidth, height: 1), style: style)
        if !context.colorsEnabled {
            // Without colour an underline alone may not show (a screen reader, a copied screen):
            // the field's empty cells are `_`, so an empty field is still there.
            canvas.write(String(repeating: "_", count: fieldWidth), at: Point(x: x, y: frame.minY), style: style, maxWidth: fieldWidth)
        }
        let shown = isSecure ? Array(repeating: Character("•"), count: text.count) : Array(text)
        let caret = min(max(0, cursor), shown.count)
        if shown.isEmpty && !placeholder.isEmpty {
            canvas.write(placeholder, at: Point(x: x, y: frame.minY), style: theme.placeholder, maxWidth: fieldWidth)
        }
        // Scroll horizontally so the cursor stays visible: start as far left as keeps the text
        // before the cursor within the field, less the cursor's cell (walking back from the
        // cursor, so a frame costs the field's width, not the text's length squared).
        var start = caret
        var widthBeforeCursor = 0
        while start > 0 {
            let width = DisplayWidth.of(shown[start - 1])
            if widthBeforeCursor + width > fieldWidth - 1 { break }
            widthBeforeCursor += width
            start -= 1
        }
        var column = x
        for character in shown[start...] {
            let width = DisplayWidth.of(character)
            if column + width > x + fieldWidth { break }
            column += canvas.put(character, at: Point(x: column, y: frame.minY), style: style)
        }
        if isFocused {
            let cursorX = x + widthBeforeCursor
            context.cursor = Point(x: min(cursorX, frame.maxX - 1), y: frame.minY)
        }
    }
}
