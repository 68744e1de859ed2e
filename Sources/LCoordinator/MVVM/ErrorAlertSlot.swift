import TerminalUI

/// The error alert a model's binding shows, while it is up.
@MainActor
final class ErrorAlertSlot {
    weak var alert: AlertController?
}
