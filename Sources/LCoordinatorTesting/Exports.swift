// A test of an app's coordinators imports this module alone: the SDK comes with it.
@_exported import LCoordinator
