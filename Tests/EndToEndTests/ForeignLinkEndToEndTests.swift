import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The real lcdemo never writes through a symbolic link another user planted in a shared
/// sticky directory (`/tmp`): every file it writes is refused in one line, exit 2, before the
/// terminal is taken, and the link's target stays as it was.
@Suite(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
struct ForeignLinkEndToEndTests {
    @Test(arguments: [["--save-state"], ["--log"], ["--record"], ["--cast"]])
    func aForeignLinkIsRefusedInOneLine(_ flag: [String]) throws {
        let scratch = FileManager.default.temporaryDirectory.path + "/foreign-link-\(UUID().uuidString)"
        let shared = scratch + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try #require(chmod(shared, 0o1777) == 0)
        let victim = scratch + "/victim"
        try "secret\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try #require(chmod(victim, 0o600) == 0)
        let link = shared + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        try #require(lchown(link, 65534, 65534) == 0)
        let result = try Command.run([try LCDemoBinary.path()] + flag + [link], scratch: scratch)
        #expect(result.status == 2)
        #expect(result.errorOutput == "lcdemo: cannot write \(link): it is a symbolic link of another user (uid 65534) in a directory that is not theirs, so it is not followed; remove the link or give another path\n")
        #expect(result.output.isEmpty)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "secret\n")
    }
}
