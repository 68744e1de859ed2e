/// What the signed-in flow's root is started with.
package struct StartupContext {
    /// Whether the start-up popups are shown (not when the app starts signed in).
    let showsPopups: Bool
}
