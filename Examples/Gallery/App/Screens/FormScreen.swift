import TerminalUI

/// `FormView`: every kind of field, checked as it changes and on submit, handing back typed values.
struct FormScreen: GalleryScreen {
    var name: String { "Form" }

    func makeViewController() -> ViewController {
        let form = FormView([
            .required(SignUp.name, label: "Name"),
            .secure(SignUp.password, label: "Password") { $0.count < 8 ? "At least 8 characters, so that nobody guesses it in a few tries" : nil },
            .multiline(SignUp.about, label: "About", lines: 2),
            .toggle(SignUp.newsletter, label: "Newsletter"),
            .radio(SignUp.plan, label: "Plan", selected: .free),
            .select(SignUp.country, label: "Country") { $0 == nil ? "Choose a country" : nil },
            .number(SignUp.seats, label: "Seats", value: 1, range: 1...20),
            .checkbox(SignUp.terms, label: "I accept the terms") { $0 ? nil : "Accept the terms to sign up" },
        ], submitTitle: "Sign up", hint: "Tab moves; Enter on the button signs up.")
        let screen = FormViewController(title: name, form: form)
        form.onSubmit = { [weak screen] values in
            let plan = values[SignUp.plan]?.description ?? "no plan"
            screen?.window?.showStatus("Signed up \(values[SignUp.name]), \(plan), \(values[SignUp.seats]) seats")
        }
        return screen
    }
}
