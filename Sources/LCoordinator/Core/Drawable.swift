import TerminalUI

/// Something a router can show: a view controller, or a type that builds one.
@MainActor
public protocol Drawable {
    var viewController: ViewController? { get }
}

extension ViewController: Drawable {
    /// A view controller draws itself.
    public var viewController: ViewController? { self }
}
