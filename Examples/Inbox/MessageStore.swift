import Observation

/// Every message, by folder: 10,000 made at start (every fifth archived), plus what is sent.
///
/// Screens read and change messages only through this type, so loading can become
/// asynchronous later without touching them.
@MainActor
@Observable
final class MessageStore {
    /// How many messages the store makes at start.
    static let generatedCount = 10_000
    private static let senders = ["Ana", "Björn", "Chidi", "Dana", "Émile", "Farah", "李雷"]
    private static let topics = ["Lunch on Friday?", "Your invoice", "Trip photos", "Meeting notes", "Re: the plan", "Weekly report"]

    private var byID: [Int: Message] = [:]
    /// Each folder's message ids, newest (highest id) first.
    private var idsByFolder: [Folder: [Int]] = [:]
    private var nextID = generatedCount + 1

    init() {
        for id in 1...Self.generatedCount {
            let folder: Folder = id % 5 == 0 ? .archive : .inbox
            byID[id] = Message(id: id, folder: folder, from: Self.senders[id % Self.senders.count],
                               subject: "\(Self.topics[id % Self.topics.count]) #\(id)",
                               body: "Message \(id) from \(Self.senders[id % Self.senders.count]).")
        }
        for folder in Folder.allCases {
            idsByFolder[folder] = byID.values.filter { $0.folder == folder }.map(\.id).sorted(by: >)
        }
    }

    /// The messages of `folder` whose subject or sender contains `query` (all when it is empty).
    func messages(in folder: Folder, matching query: String = "") -> [Message] {
        let all = (idsByFolder[folder] ?? []).compactMap { byID[$0] }
        let needle = query.lowercased()
        guard !needle.isEmpty else { return all }
        return all.filter { $0.subject.lowercased().contains(needle) || $0.from.lowercased().contains(needle) }
    }

    /// The message `id`, if it was not deleted.
    func message(_ id: Int) -> Message? { byID[id] }

    /// Deletes the message `id`.
    func delete(_ id: Int) {
        guard let message = byID.removeValue(forKey: id) else { return }
        idsByFolder[message.folder]?.removeAll { $0 == id }
    }

    /// Files `draft` in Sent and returns its message.
    @discardableResult
    func send(_ draft: Draft) -> Message {
        let message = Message(id: nextID, folder: .sent, from: "me → \(draft.to)", subject: draft.subject.isEmpty ? "(no subject)" : draft.subject, body: draft.body)
        nextID += 1
        byID[message.id] = message
        idsByFolder[.sent, default: []].insert(message.id, at: 0)
        return message
    }
}
