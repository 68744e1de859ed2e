import Testing
@testable import LCoordinatorSSH
