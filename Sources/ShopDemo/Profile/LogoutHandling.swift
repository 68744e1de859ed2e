/// Told when the user confirmed logging out.
@MainActor
protocol LogoutHandling: AnyObject {
    func logOut()
}
