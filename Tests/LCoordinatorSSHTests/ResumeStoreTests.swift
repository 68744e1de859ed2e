import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LCoordinatorSSH

/// Where the servers keep the states they resume: a private folder, one file per key named by
/// the key's SHA-256 (no client names a file), one running session per key, and nothing kept
/// past the window.
struct ResumeStoreTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("resume-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theFolderIsMadePrivateWithTheFoldersAboveIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try ResumeStore(directory: root + "/a/b/web", window: 60)
        for folder in [root + "/a", root + "/a/b", root + "/a/b/web"] {
            var info = stat()
            #expect(lstat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700, "\(folder)")
        }
        #expect(store.directory == root + "/a/b/web")
    }

    @Test func aFolderOthersCanReadALinkOrAFileIsRefusedInOneLine() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        mkdir(root + "/open", 0o755)
        chmod(root + "/open", 0o755)
        #expect(throws: SSHServerError.self) { try ResumeStore(directory: root + "/open", window: 60) }
        mkdir(root + "/real", 0o700)
        symlink(root + "/real", root + "/link")
        #expect(throws: SSHServerError.self) { try ResumeStore(directory: root + "/link", window: 60) }
        FileManager.default.createFile(atPath: root + "/file", contents: Data())
        #expect(throws: SSHServerError.self) { try ResumeStore(directory: root + "/file", window: 60) }
        do {
            _ = try ResumeStore(directory: root + "/open", window: 60)
        } catch {
            #expect(error.description.contains("chmod 700"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
        #expect(throws: SSHServerError.self) { try ResumeStore(directory: "relative/folder", window: 60) }
    }

    @Test func aKeyNamesAFileInsideTheFolderByItsDigestWhateverItHolds() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try ResumeStore(directory: root + "/web", window: 60)
        for key in ["0123456789abcdef0123456789abcdef", "../../etc/passwd", "SHA256:abc/def+=", "", "é\u{0}\n"] {
            let file = store.file(forKey: key)
            #expect(file.hasPrefix(root + "/web/"))
            let name = String(file.dropFirst(root.count + "/web/".count))
            #expect(name.count == 64 + ".state".count && name.dropLast(6).allSatisfy(\.isHexDigit), "\(name)")
        }
        #expect(store.file(forKey: "a") != store.file(forKey: "b"))
        #expect(store.file(forKey: "a") == store.file(forKey: "a"))
    }

    @Test func aBrowserTokenIs32LowercaseHexDigits() {
        #expect(ResumeStore.isToken("0123456789abcdef0123456789abcdef"))
        for bad in ["0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
                    "../../../../../../../../etc/passwd", "0123456789abcdef0123456789abcdeg", "", "٠١٢٣٤٥٦٧٨٩abcdef0123456789abcdef"] {
            #expect(!ResumeStore.isToken(bad), "\(bad)")
        }
    }

    @Test func aKeyServesOneRunningSessionAtATime() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try ResumeStore(directory: root + "/ssh", window: 60)
        let first = store.claim("SHA256:alice")
        #expect(first == store.file(forKey: "SHA256:alice"))
        #expect(store.claim("SHA256:alice") == nil)
        #expect(store.claim("SHA256:bob") != nil)
        store.release("SHA256:alice")
        #expect(store.claim("SHA256:alice") == first)
    }

    @Test func statesOlderThanTheWindowAreNeitherUsedNorKept() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try ResumeStore(directory: root + "/web", window: 60)
        let fresh = store.file(forKey: "fresh"), old = store.file(forKey: "old")
        FileManager.default.createFile(atPath: fresh, contents: Data("{}".utf8))
        FileManager.default.createFile(atPath: old, contents: Data("{}".utf8))
        FileManager.default.createFile(atPath: root + "/web/.tmp-cut-short", contents: Data())
        var past = [timeval(tv_sec: time(nil) - 120, tv_usec: 0), timeval(tv_sec: time(nil) - 120, tv_usec: 0)]
        utimes(old, &past)
        utimes(root + "/web/.tmp-cut-short", &past)
        #expect(store.hasState(fresh))
        #expect(!store.hasState(old))
        #expect(!store.hasState(store.file(forKey: "never")))
        store.sweep()
        #expect(FileManager.default.fileExists(atPath: fresh))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(!FileManager.default.fileExists(atPath: root + "/web/.tmp-cut-short"))
        // A server that starts sweeps too.
        utimes(fresh, &past)
        _ = try ResumeStore(directory: root + "/web", window: 60)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func theDefaultFolderIsTheUsersStateFolderPerAppAndKind() {
        #expect(ResumeStore.defaultDirectory(appName: "lcdemo", kind: "web", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
            == "/s/lcoordinator/resume/lcdemo/web")
        #expect(ResumeStore.defaultDirectory(appName: "lcdemo", kind: "ssh", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
            == "/h/.local/state/lcoordinator/resume/lcdemo/ssh")
        #expect(ResumeStore.defaultDirectory(appName: "../my app", kind: "web", environment: ["HOME": "/h"])
            == "/h/.local/state/lcoordinator/resume/_.._my_app/web")
        #expect(ResumeStore.defaultDirectory(appName: "x", kind: "web", environment: [:]) == nil)
    }

    @Test func aCrashForgetsTheStateAndAHangUpKeepsIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try ResumeStore(directory: root + "/web", window: 60)
        let path = store.file(forKey: "tab")
        for (code, kept) in [(128 + Int(SIGHUP), true), (128 + Int(SIGTERM), true), (128 + Int(SIGKILL), true), (0, true), (1, true),
                             (128 + Int(SIGSEGV), false), (128 + Int(SIGABRT), false), (128 + Int(SIGILL), false), (128 + Int(SIGTRAP), false)] {
            FileManager.default.createFile(atPath: path, contents: Data("{}".utf8))
            store.forgetAfterCrash(path, exitCode: code)
            #expect(FileManager.default.fileExists(atPath: path) == kept, "exit code \(code)")
        }
    }
}
