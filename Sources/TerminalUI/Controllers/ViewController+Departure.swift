extension ViewController {
    /// Registers `observer` (held weakly) to learn when this controller leaves the screen.
    package func addDepartureObserver(_ observer: any ViewControllerDepartureObserver) {
        departureObservers.removeAll { $0.observer == nil || $0.observer === observer }
        departureObservers.append(WeakDepartureObserver(observer: observer))
    }

    /// Stops telling `observer` about this screen's departure.
    package func removeDepartureObserver(_ observer: any ViewControllerDepartureObserver) {
        departureObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells this controller's descendants (deepest, top-most first) and then its own observers
    /// that it left the screen.
    func announceDeparture(_ departure: Departure) {
        for child in children.reversed() {
            child.announceDeparture(departure)
        }
        for bag in taskBags { bag.cancelAll() }
        let observers = departureObservers.compactMap(\.observer)
        for observer in observers {
            observer.viewControllerDidDepart(self, departure)
        }
    }
}
