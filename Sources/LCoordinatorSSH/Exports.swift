// `SSHServerError` and the session machinery both servers share live in LCoordinatorServing
// (no swift-nio-ssh, no Foundation); the SSH server's users see them as before.
@_exported import LCoordinatorServing
