import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LCoordinatorSSH

/// `--authorized-keys` is checked as sshd's StrictModes checks it: the file and every directory
/// above it must be owned by the user or root and not writable by group or others (a directory
/// with the sticky bit, such as /tmp, is fine when root owns it); otherwise the server refuses
/// to start, with one line.
@Suite(.serialized)
struct StrictModesTests {
    static let line = "ssh-ed25519 \(AuthorizedKeyOptionsTests.alice) alice\n"

    /// A private scratch directory (0700) with an authorized_keys file (0600) in `sub/`.
    private func scratch() throws -> (directory: String, file: String) {
        var template = Array((FileManager.default.temporaryDirectory.path + "/lcssh-strict-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw SSHServerError("mkdtemp failed") }
        let directory = String(cString: made)
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: false)
        chmod(directory + "/sub", 0o755)
        let file = directory + "/sub/authorized_keys"
        try Self.line.write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o600)
        return (directory, file)
    }

    @Test func aPrivateFileInPrivateDirectoriesIsTaken() throws {
        let (directory, file) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try AuthorizedKeys(path: file).keys.count == 1)
        // The directories are those of the real path: `sub/../sub` is `sub`.
        #expect(try AuthorizedKeys(path: directory + "/sub/../sub/authorized_keys").keys.count == 1)
    }

    @Test func aFileWritableByGroupOrOthersIsRefused() throws {
        let (directory, file) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for mode: mode_t in [0o666, 0o620, 0o602] {
            chmod(file, mode)
            #expect(throws: SSHServerError("authorized keys file \"\(file)\" can be written by others than you (mode \(String(mode, radix: 8))); run chmod go-w on it")) {
                try AuthorizedKeys(path: file)
            }
        }
    }

    @Test func aDirectoryAboveWritableByGroupOrOthersIsRefused() throws {
        let (directory, file) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, mode) in [(directory + "/sub", mode_t(0o775)), (directory, mode_t(0o777))] {
            chmod(path, mode)
            #expect(throws: SSHServerError("directory \"\(path)\" above authorized keys file \"\(file)\" can be written by others than you (mode \(String(mode, radix: 8))); run chmod go-w on it")) {
                try AuthorizedKeys(path: file)
            }
            chmod(path, path == directory ? 0o700 : 0o755)
        }
        #expect(try AuthorizedKeys(path: file).keys.count == 1)
    }

    @Test func ownersOtherThanTheUserOrRootAreRefused() throws {
        let me = geteuid()
        let other: uid_t = me == 65_534 ? 65_533 : 65_534
        #expect(StrictModes.problem(owner: me, mode: 0o644, user: me) == nil)
        #expect(StrictModes.problem(owner: 0, mode: 0o755, user: me) == nil)
        #expect(StrictModes.problem(owner: other, mode: 0o644, user: me) == "belongs to user \(other), not to you or root")
        #expect(StrictModes.problem(owner: me, mode: 0o646, user: me) == "can be written by others than you (mode 646)")
        #expect(StrictModes.problem(owner: 0, mode: 0o1777, user: me, isDirectory: true) == nil, "/tmp: root's, sticky")
        #expect(StrictModes.problem(owner: other, mode: 0o1777, user: me, isDirectory: true) != nil, "a sticky directory of another user")
        #expect(StrictModes.problem(owner: me, mode: 0o1777, user: me) != nil, "the sticky bit means nothing on a file")
        // As root, the real thing: a file owned by nobody.
        guard me == 0 else { return }
        let (directory, file) = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(chown(file, other, 0) == 0)
        #expect(throws: SSHServerError("authorized keys file \"\(file)\" belongs to user \(other), not to you or root; give a file of your own")) {
            try AuthorizedKeys(path: file)
        }
        #expect(chown(file, 0, 0) == 0)
        #expect(chown(directory + "/sub", other, 0) == 0)
        #expect(throws: SSHServerError("directory \"\(directory)/sub\" above authorized keys file \"\(file)\" belongs to user \(other), not to you or root; give a file of your own")) {
            try AuthorizedKeys(path: file)
        }
    }
}
