import LCoordinator

/// A date, one part of it (year, month or day) chosen: ← and → choose the part, ↑ and ↓ make it
/// later or earlier, as the wheel does; a click focuses the picker and chooses the part under
/// the pointer. Drawn `Title  2026-12-24`, the chosen part reversed while focused.
///
/// A widget as an app writes one, with TerminalUI's public API only: a `Control` (focus, the
/// focus mark, the disabled state, the footer's keys), a `FormControl` (a `FormView` field
/// whose value comes back typed, `values[key]` a `CalendarDate`), and an inspector line.
///
/// ```swift
/// let checkIn = FormKey<CalendarDate>("checkIn")
/// let form = FormView([.control(checkIn, label: "Check-in", value: CalendarDate(year: 2026, month: 12, day: 24)) { DatePicker() }])
/// form.onSubmit = { values in print(values[checkIn] as CalendarDate?) }
/// ```
public final class DatePicker: Control, FormControl {
    /// The text before the date.
    public var title: String { didSet { setNeedsDisplay() } }
    /// Columns kept for the title, so fields stacked in a form line up (0: the title's width).
    public var titleWidth = 0
    /// The date shown (see `setDate(_:)`).
    public private(set) var date: CalendarDate
    /// The part ↑ and ↓ change.
    public private(set) var part = DatePart.day
    /// Called with the new date after the user changes it.
    public var onChange: (@MainActor (CalendarDate) -> Void)?

    /// A picker titled `title` showing `date`.
    public init(_ title: String = "", date: CalendarDate = CalendarDate(year: 2026, month: 1, day: 1)) {
        self.title = title
        self.date = date
        super.init()
    }

    /// Shows `date` without calling `onChange`.
    public func setDate(_ date: CalendarDate) {
        self.date = date
        setNeedsDisplay()
    }

    /// Makes the chosen part `amount` later (earlier when negative) as the user would: calls
    /// `onChange` when the date changes; nothing while disabled.
    public func change(by amount: Int) {
        let changed = date.adding(amount, to: part)
        guard changed != date else { return }
        perform {
            date = changed
            onChange?(changed)
            valueDidChange()
        }
    }

    /// Chooses the part ↑ and ↓ change; nothing while disabled.
    public func choose(_ part: DatePart) {
        perform { self.part = part }
    }

    // MARK: - Keys and mouse

    public override var controlBindings: [KeyBinding] {
        [
            KeyBinding(.up, title: "Later", label: "↑") { [weak self] in self?.change(by: 1) },
            KeyBinding(.down, title: "Earlier", label: "↓") { [weak self] in self?.change(by: -1) },
            KeyBinding(.left, title: "Part", label: "←→") { [weak self] in self?.movePart(by: -1) },
            KeyBinding(.right, title: "Next part", label: "→", isVisible: false) { [weak self] in self?.movePart(by: 1) },
        ]
    }

    private func movePart(by step: Int) {
        let parts = DatePart.allCases
        choose(parts[(part.rawValue + step + parts.count) % parts.count])
    }

    /// A click focuses the picker and chooses the part under the pointer; the wheel changes
    /// the chosen part.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .click:
            focusIfClicked(event)
            let column = event.position.x - valueX
            if let clicked = DatePart.allCases.first(where: { Self.columns(of: $0).contains(column) }) { choose(clicked) }
        case .scrollUp: change(by: 1)
        case .scrollDown: change(by: -1)
        }
        return true
    }

    // MARK: - Drawing

    /// Where each part is drawn in `2026-12-24`, from the date's first column.
    private static func columns(of part: DatePart) -> Range<Int> {
        switch part {
        case .year: 0..<4
        case .month: 5..<7
        case .day: 8..<10
        }
    }

    /// The title padded to `titleWidth`, then two spaces (none without a title).
    private var paddedTitle: String {
        guard !title.isEmpty || titleWidth > 0 else { return "" }
        return title + String(repeating: " ", count: max(0, titleWidth - title.displayWidth)) + "  "
    }

    /// The column the date starts at.
    private var valueX: Int { frame.minX + 2 + paddedTitle.displayWidth }

    public override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        x += canvas.write(paddedTitle, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        let text = date.description
        canvas.write(text, at: Point(x: x, y: frame.minY), style: isEnabled ? theme.field : theme.secondaryText, maxWidth: frame.maxX - x)
        if isFocused, isEnabled {
            let range = Self.columns(of: part)
            let shown = String(Array(text)[range])
            canvas.write(shown, at: Point(x: x + range.lowerBound, y: frame.minY), style: theme.accent.adding(.reverse),
                         maxWidth: max(0, frame.maxX - x - range.lowerBound))
        }
    }

    public override var inspectorSummary: String? {
        "\(View.inspectorQuoted(title)) = \(date) (\(part.name))"
    }

    // MARK: - FormControl

    /// The date, as `FormValue.custom`.
    public var formValue: FormValue { .custom(date) }

    /// Shows the date of a `.custom` holding a `CalendarDate`.
    public func setFormValue(_ value: FormValue) {
        if let date = value.custom(as: CalendarDate.self) { setDate(date) }
    }

    /// The picker draws its title, padded to the form's label column.
    public var formLabelPlacement: FormLabelPlacement { .inControl }

    /// The date's width: a form too narrow for it beside its labels stacks them above.
    public var formMinimumWidth: Int { "2026-12-24".count }

    /// Takes the field's label as its title, padded to the form's label column.
    public func configure(for field: FormFieldContext) {
        title = field.label
        titleWidth = field.labelColumnWidth
    }
}
