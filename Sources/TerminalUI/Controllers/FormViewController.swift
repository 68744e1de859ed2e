/// A screen showing one `FormView`; in a bottom sheet it is as tall as the form, up to the screen.
///
/// ```swift
/// let screen = FormViewController(title: "Compose", form: FormView([.required("to", label: "To")], submitTitle: "Send"))
/// screen.form.onSubmit = { values in send(values) }
/// ```
@MainActor
open class FormViewController: ViewController {
    /// The form this screen shows.
    public let form: FormView

    /// A screen titled `title` showing `form`.
    public init(title: String, form: FormView) {
        self.form = form
        super.init()
        self.title = title
    }

    /// The form is the screen's view.
    open override func loadView() {
        view = form
    }
}
