/// The short texts a window shows over its screens: a status message in the footer until the
/// next key, and a toast above the footer until it expires.
struct StatusMessages {
    /// A toast's text and the application-clock time it stops showing at.
    typealias Toast = (message: String, expiresAt: Duration)

    /// A one-line message shown in the footer until the next key.
    var status: String?
    /// A short message shown above the footer until `expiresAt`.
    var toast: Toast?

    /// Drops the status message.
    ///
    /// - Returns: Whether there was one (the footer then needs drawing again).
    mutating func clearStatus() -> Bool {
        defer { status = nil }
        return status != nil
    }
}
