/// The folders, one tab each.
public enum Folder: String, CaseIterable, Hashable, Sendable {
    case inbox = "Inbox"
    case archive = "Archive"
    case sent = "Sent"
}
