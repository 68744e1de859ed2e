/// A sign-up plan: the radio group's options.
enum Plan: String, CaseIterable, CustomStringConvertible {
    case free = "Free"
    case pro = "Pro"
    case team = "Team"

    var description: String { rawValue }
}
