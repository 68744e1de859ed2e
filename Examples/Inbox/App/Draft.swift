/// What the compose form hands back, and what a saved state keeps of an open compose sheet.
///
/// Public only so the compose sheet, the SDK's `FormCoordinator<Draft>`, can have a route.
public struct Draft: Hashable, Sendable, Codable {
    public var to = ""
    public var subject = ""
    public var body = ""
}
