/// A departure observer held weakly by the controller it watches.
struct WeakDepartureObserver {
    weak var observer: (any ViewControllerDepartureObserver)?
}
