import TerminalUI

/// One button of an alert that answers with a value (`RouterProtocol.showAlert(…, choices:)`).
public struct AlertChoice<Value> {
    /// The button's title.
    package var title: String
    /// How it looks (`.destructive` for a log out).
    package var style: AlertActionStyle
    /// What choosing it answers.
    package var value: Value

    /// - Parameters: see the properties.
    public init(_ title: String, style: AlertActionStyle = .default, value: Value) {
        self.title = title
        self.style = style
        self.value = value
    }
}
