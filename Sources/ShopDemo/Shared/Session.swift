import Observation

/// Who is logged in.
@MainActor
@Observable
public final class Session {
    public private(set) var userName: String?
    /// Whether biometric login was enabled from the start-up popup.
    public var biometricEnabled = false

    public init() {}

    public var isLoggedIn: Bool { userName != nil }

    public func logIn(as name: String) { userName = name }
    public func logOut() { userName = nil }
}
