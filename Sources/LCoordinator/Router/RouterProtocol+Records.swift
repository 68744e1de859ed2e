import TerminalUI

// What the SDK's tools read of any router, derived from its `contextRecords` alone.
extension RouterInspection {
    /// The live contexts as plain values, oldest first (for the inspector and tests).
    package var contextSnapshots: [RouterContextSnapshot] {
        contextRecords.map {
            RouterContextSnapshot(kind: $0.kind.rawValue, coordinatorType: $0.coordinatorType,
                                  screenTitle: $0.screen.map(Router.screenName), isScreenAlive: $0.screen != nil,
                                  hasCallback: $0.hasCallback)
        }
    }

    /// Who asked for each live screen: the screen's identity to its live coordinator's (the
    /// oldest context wins), for finding every screen's owner in one pass.
    var screenOwnerIDs: [ObjectIdentifier: ObjectIdentifier] {
        var owners: [ObjectIdentifier: ObjectIdentifier] = [:]
        for record in contextRecords {
            // A record whose coordinator is gone owns nothing: its identifier may already be a
            // new coordinator's (the allocator reuses addresses), which would claim the screen.
            guard let screen = record.screen, record.coordinator != nil else { continue }
            if owners[ObjectIdentifier(screen)] == nil { owners[ObjectIdentifier(screen)] = record.coordinatorID }
        }
        return owners
    }
}
