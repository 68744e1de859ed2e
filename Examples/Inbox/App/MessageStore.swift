import LCoordinator
import Synchronization

/// The mail server as the app talks to it: an actor holding every message by folder (10,000
/// made at start, every fifth archived, plus what is sent) that answers after a latency on the
/// app's clock and fails the next calls when told to, so loading, errors and Retry are real
/// code paths. Live a call takes 300 ms; under tapes no time at all unless the tape asks
/// (`Set latency 400ms`, `Set failures 1`).
public actor MessageStore {
    /// How long a call takes live.
    public static let liveLatency = Duration.milliseconds(300)

    /// Why a call failed.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "The mail server did not answer. Check the connection and retry." }
    }

    /// How the server behaves, changed at once from any thread (a tape's `Set` takes effect
    /// before its next step, with no hop to the actor).
    private struct Behaviour {
        var latency: Duration
        var failures = 0
    }

    /// How many messages the store makes at start.
    static let generatedCount = 10_000
    private static let senders = ["Ana", "Björn", "Chidi", "Dana", "Émile", "Farah", "李雷"]
    private static let topics = ["Lunch on Friday?", "Your invoice", "Trip photos", "Meeting notes", "Re: the plan", "Weekly report"]

    private let clock: any TerminalClock
    private let behaviour: Mutex<Behaviour>
    private var byID: [Int: Message] = [:]
    /// Each folder's message ids, newest (highest id) first.
    private var idsByFolder: [Folder: [Int]] = [:]
    private var nextID = generatedCount + 1

    /// How long each call takes now.
    nonisolated var latency: Duration { behaviour.withLock { $0.latency } }

    /// A store on `clock` whose calls take `latency` (zero: they answer at once, still
    /// asynchronously).
    init(clock: any TerminalClock, latency: Duration) {
        self.clock = clock
        behaviour = Mutex(Behaviour(latency: latency))
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

    /// Makes later calls take `latency`.
    nonisolated func setLatency(_ latency: Duration) { behaviour.withLock { $0.latency = latency } }

    /// Makes the next `count` calls fail.
    nonisolated func failNext(_ count: Int) { behaviour.withLock { $0.failures = max(0, count) } }

    /// The messages of `folder` whose subject or sender contains `query` (all when it is empty).
    func messages(in folder: Folder, matching query: String = "") async throws -> [Message] {
        try await answer()
        let all = (idsByFolder[folder] ?? []).compactMap { byID[$0] }
        let needle = query.lowercased()
        guard !needle.isEmpty else { return all }
        return all.filter { $0.subject.lowercased().contains(needle) || $0.from.lowercased().contains(needle) }
    }

    /// The message `id`; nil when there is none (deleted, or never was).
    func message(_ id: Int) async throws -> Message? {
        try await answer()
        return byID[id]
    }

    /// Deletes the message `id`.
    func delete(_ id: Int) async throws {
        try await answer()
        guard let message = byID.removeValue(forKey: id) else { return }
        idsByFolder[message.folder]?.removeAll { $0 == id }
    }

    /// Files `draft` in Sent and returns its message.
    @discardableResult
    func send(_ draft: Draft) async throws -> Message {
        try await answer()
        let message = Message(id: nextID, folder: .sent, from: "me → \(draft.to)", subject: draft.subject.isEmpty ? "(no subject)" : draft.subject, body: draft.body)
        nextID += 1
        byID[message.id] = message
        idsByFolder[.sent, default: []].insert(message.id, at: 0)
        return message
    }

    /// Waits out the latency, then fails when a failure is due; a cancelled caller stops here.
    private func answer() async throws {
        let delay = behaviour.withLock { $0.latency }
        if delay > .zero { try await Task.sleep(for: delay, clock: clock) }
        try Task.checkCancellation()
        let fails = behaviour.withLock { behaviour in
            guard behaviour.failures > 0 else { return false }
            behaviour.failures -= 1
            return true
        }
        if fails { throw Unavailable() }
    }
}
