import TerminalUI

/// The keys of the gallery's sign-up form: each field's name and value type, spelled once.
enum SignUp {
    static let name = FormKey<String>("name")
    static let password = FormKey<String>("password")
    static let about = FormKey<String>("about")
    static let newsletter = FormKey<Bool>("newsletter")
    static let plan = FormKey<Plan>("plan")
    static let country = FormKey<Country>("country")
    static let seats = FormKey<Int>("seats")
    static let terms = FormKey<Bool>("terms")
}
