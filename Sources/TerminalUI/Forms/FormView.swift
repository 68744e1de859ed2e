import TerminalCore

/// Labelled text fields in focus order, each with its validation message below it, and a hint.
/// Enter moves to the next field and submits on the last; a submit with a field not acceptable
/// shows the messages, focuses that field and submits nothing.
///
/// ```swift
/// let form = FormView([
///     .required("to", label: "To"),
///     FormField("subject", label: "Subject"),
/// ], submitTitle: "Send", hint: "Enter on the last field sends")
/// form.onSubmit = { values in send(to: values["to"], subject: values["subject"]) }
/// ```
@MainActor
public final class FormView: View {
    /// The fields, in focus order.
    public let fields: [FormField]
    /// A form scrolls: its sheet takes the screen's height.
    override var growsBottomSheetToScreen: Bool { true }
    /// The footer title of Enter on the last field.
    public let submitTitle: String
    /// The footer title of Esc while `onCancel` is set.
    public let cancelTitle: String
    /// A line of secondary text under the fields (nil for none).
    public var hint: String?
    /// Called with the texts when a submit finds every field acceptable.
    public var onSubmit: (@MainActor (FormValues) -> Void)?
    /// Called on Esc; when nil, Esc goes on to the screen (back, or closing a sheet).
    public var onCancel: (@MainActor () -> Void)? { didSet { invalidateKeyBindings() } }
    /// Whether the validation messages show (after the first submit that found one).
    public private(set) var showsMessages = false
    /// The first row shown, when the form is taller than its frame.
    package private(set) var scrollOffset = 0

    private let textFields: [TextField]

    /// A form of `fields`; Enter on the last one is titled `submitTitle`, Esc `cancelTitle`.
    public init(_ fields: [FormField], submitTitle: String = "Submit", cancelTitle: String = "Cancel", hint: String? = nil) {
        self.fields = fields
        self.submitTitle = submitTitle
        self.cancelTitle = cancelTitle
        self.hint = hint
        let labelWidth = fields.map(\.label.displayWidth).max() ?? 0
        textFields = fields.enumerated().map { index, field in
            let padding = String(repeating: " ", count: max(0, labelWidth - field.label.displayWidth))
            return TextField(label: field.label + padding, text: field.text, placeholder: field.placeholder, isSecure: field.isSecure,
                             maxLength: field.maxLength, submitTitle: index == fields.count - 1 ? submitTitle : "Next")
        }
        super.init()
        for (index, textField) in textFields.enumerated() {
            addSubview(textField)
            textField.onSubmit = { [weak self] _ in self?.enterPressed(onFieldAt: index) }
        }
    }

    /// Every field's text, by id.
    public var values: FormValues {
        FormValues(Dictionary(zip(fields, textFields).map { ($0.id, $1.text) }, uniquingKeysWith: { _, last in last }))
    }

    /// The message of the field `id` for its current text; nil when it is acceptable.
    public func message(for id: String) -> String? {
        guard let index = fields.firstIndex(where: { $0.id == id }) else { return nil }
        return fields[index].validate(textFields[index].text)
    }

    /// Replaces the text of the field `id`.
    public func setText(_ text: String, for id: String) {
        guard let index = fields.firstIndex(where: { $0.id == id }) else { return }
        textFields[index].setText(text)
    }

    /// Checks every field and calls `onSubmit` when all are acceptable; otherwise shows the
    /// messages and focuses the first field that has one.
    public func submit() {
        let invalid = fields.indices.first { fields[$0].validate(textFields[$0].text) != nil }
        guard let invalid else {
            onSubmit?(values)
            return
        }
        showsMessages = true
        viewController?.focus(textFields[invalid])
        setNeedsDisplay()
    }

    private func enterPressed(onFieldAt index: Int) {
        if index + 1 < textFields.count {
            viewController?.focus(textFields[index + 1])
        } else {
            submit()
        }
    }

    public override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            if onCancel != nil {
                bindings.append(KeyBinding(.escape, title: cancelTitle) { [weak self] in self?.onCancel?() })
            }
            return bindings
        }
        set { super.keyBindings = newValue }
    }

    // MARK: - Layout and drawing

    /// A row of the form: a field, the message under a field, or the hint.
    private enum Row: Equatable {
        case field(Int)
        case message(Int, String)
    }

    /// The rows of the fields and their messages, top to bottom.
    private var rows: [Row] {
        var rows: [Row] = []
        for index in fields.indices {
            rows.append(.field(index))
            if showsMessages, let message = fields[index].validate(textFields[index].text) {
                rows.append(.message(index, message))
            }
        }
        return rows
    }

    /// Every row, the hint's included; a sheet holding the form is this tall, up to the screen.
    public override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: rows.count + (hint == nil ? 0 : 1))
    }

    public override func layoutSubviews() {
        let rows = rows
        let area = fieldArea
        let focused = textFields.firstIndex { $0.isFocused }
        if let focused, let top = rows.firstIndex(of: .field(focused)) {
            // The focused field and its message stay in view.
            var bottom = top
            if rows.indices.contains(top + 1), case .message = rows[top + 1] { bottom += 1 }
            if top < scrollOffset { scrollOffset = top }
            if bottom >= scrollOffset + area.height { scrollOffset = bottom - area.height + 1 }
        }
        scrollOffset = max(0, min(scrollOffset, rows.count - area.height))
        // A form that scrolls keeps its right two columns for the `↑`/`↓` marks.
        let width = rows.count > area.height ? max(0, area.width - 2) : area.width
        for (index, textField) in textFields.enumerated() {
            let row = rows.firstIndex(of: .field(index)) ?? 0
            // Rows scrolled out of the area get an empty frame: neither drawn nor clicked.
            let y = area.minY + row - scrollOffset
            textField.frame = (area.minY..<area.maxY).contains(y) && width > 0 ? Rect(x: area.minX, y: y, width: width, height: 1) : .zero
        }
    }

    /// Where the fields and messages go: the frame less the side padding and the hint's row.
    private var fieldArea: Rect {
        frame.inset(left: 1, bottom: hint == nil ? 0 : min(1, frame.height), right: 1)
    }

    public override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let rows = rows
        let area = fieldArea
        let labelWidth = fields.map(\.label.displayWidth).max() ?? 0
        for (offset, row) in rows.dropFirst(scrollOffset).prefix(area.height).enumerated() {
            guard case .message(_, let message) = row else { continue }
            // Under the field's text, past the focus mark and the label.
            let x = area.minX + min(2 + labelWidth + 1, max(0, area.width - 1))
            canvas.write(message.truncated(toWidth: area.maxX - x), at: Point(x: x, y: area.minY + offset), style: theme.error)
        }
        if area.width > 0 {
            if scrollOffset > 0 {
                canvas.write("↑", at: Point(x: area.maxX - 1, y: area.minY), style: theme.accent)
            }
            if scrollOffset + area.height < rows.count {
                canvas.write("↓", at: Point(x: area.maxX - 1, y: area.maxY - 1), style: theme.accent)
            }
        }
        if let hint, frame.height > 0 {
            canvas.write(hint.truncated(toWidth: area.width), at: Point(x: area.minX, y: frame.maxY - 1), style: theme.secondaryText)
        }
    }
}
