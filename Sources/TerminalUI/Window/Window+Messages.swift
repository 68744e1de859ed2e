import TerminalCore

// Status and toast messages: short texts the footer (or the row above it) shows.
extension Window {
    /// Shows `message` in the footer until the next key.
    public func showStatus(_ message: String) {
        messages.status = message
        needsDisplay = true
    }

    /// Shows a short message above the footer for `duration` (read from the application clock).
    public func showToast(_ message: String, duration: Duration = .seconds(2)) {
        let now = application?.clock.elapsed ?? .zero
        messages.toast = (message, now + duration)
        needsDisplay = true
    }
}
