#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal

/// What the numbers were measured on.
enum Machine {
    /// This executable's path, to run it again as a child.
    static var executablePath: String {
        ProcessEnvironment.executablePath ?? CommandLine.arguments.first ?? "lcbench"
    }

    static var processorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The CPU's model name from /proc/cpuinfo.
    static var modelName: String {
        let text = readFile("/proc/cpuinfo") ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters()
            }
        }
        return "unknown"
    }

    /// Total memory from /proc/meminfo.
    static var memoryTotal: String {
        guard let kibibytes = statusValue(named: "MemTotal", in: "/proc/meminfo") else { return "unknown" }
        return Format.fixed(Double(kibibytes) / 1024 / 1024, digits: 1) + " GiB"
    }

    /// The kernel, as `uname -sr` prints it.
    static var kernel: String {
        var name = utsname()
        uname(&name)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return text(name.sysname) + " " + text(name.release)
    }

    /// Resident memory of this process now (VmRSS), in KiB.
    static var residentKibibytes: Int { statusValue(named: "VmRSS", in: "/proc/self/status") ?? 0 }

    /// The peak resident memory of this process (VmHWM), in KiB.
    static var peakResidentKibibytes: Int { statusValue(named: "VmHWM", in: "/proc/self/status") ?? 0 }

    /// The UTC date and time now, as 2026-11-21 22:40 UTC.
    static var now: String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }

    /// A `Name: 1234 kB` field of a /proc status file, in KiB.
    static func statusValue(named name: String, in path: String) -> Int? {
        guard let text = readFile(path) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }

    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
