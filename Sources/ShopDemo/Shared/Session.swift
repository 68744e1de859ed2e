import Observation

/// Who is logged in.
@MainActor
@Observable
package final class Session {
    package private(set) var userName: String?
    /// Whether biometric login was enabled from the start-up popup.
    package var biometricEnabled = false

    package init() {}

    package var isLoggedIn: Bool { userName != nil }

    package func logIn(as name: String) { userName = name }
    package func logOut() { userName = nil }
}
