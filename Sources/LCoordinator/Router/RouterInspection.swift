import TerminalUI

/// What the SDK's tools read of a router: state restoration, the invariant checker, the leak
/// tracker, the F12 inspector and the navigation log.
///
/// ``RouterProtocol`` refines it, and for a router every member has a default, so a router of
/// your own that implements only the navigation verbs works with every tool: it has no leak
/// tracker and no log, its stack is its navigation controller's, and it holds no records (so
/// state restoration saves no screen of its stack, and the inspector lists no contexts).
/// `Router` and `MockRouter` implement all of it.
@MainActor
public protocol RouterInspection: AnyObject {
    /// Told about screens and coordinators that should be released (nil: no tracking).
    var leakTracker: LeakTracker? { get }
    /// Where navigation events are written (nil: nowhere).
    var log: NavigationLog? { get }
    /// The screens on this router's stack, root first.
    var stack: [ViewController] { get }
    /// Every navigation this router holds now (a push, a presentation or an alert whose callback
    /// has not run), oldest first: what state restoration saves, the invariant checker checks
    /// and the F12 inspector lists.
    var contextRecords: [RouterContextRecord] { get }
}

extension RouterInspection {
    /// No leak tracking by default.
    public var leakTracker: LeakTracker? { nil }

    /// No log by default.
    public var log: NavigationLog? { nil }

    /// No records by default.
    public var contextRecords: [RouterContextRecord] { [] }
}
