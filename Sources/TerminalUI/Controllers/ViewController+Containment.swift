extension ViewController {
    /// Replaces a container's children (a stack, tabs) with `newControllers`, in UIKit's order:
    /// `willMove` of the leaving ones, `addChild` of the new ones, `apply` (the container stores
    /// its list), appearance, `didMove` of the new ones, then the leaving ones detach and
    /// announce `.replaced`, top-most first.
    ///
    /// Duplicates, the container itself, presented controllers and controllers owned by another
    /// parent are skipped.
    ///
    /// - Returns: the controllers added and removed.
    @discardableResult
    func replaceContainedChildren(_ current: [ViewController], with newControllers: [ViewController],
                                  apply: ([ViewController]) -> Void) -> (added: [ViewController], removed: [ViewController]) {
        var unique: [ViewController] = []
        for controller in newControllers where !unique.contains(where: { $0 === controller }) {
            if controller === self || controller.presenter != nil { continue }
            if controller.parent != nil && controller.parent !== self { continue }
            unique.append(controller)
        }
        let removed = current.filter { old in !unique.contains { $0 === old } }
        let added = unique.filter { new in !current.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        apply(unique)
        window?.hierarchyDidChange()
        for controller in added { controller.didMove(toParent: self) }
        for controller in removed.reversed() {
            controller.detachFromParent()
            controller.announceDeparture(Departure(reason: .replaced, isUserInitiated: false))
        }
        return (added, removed)
    }
}
