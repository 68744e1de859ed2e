#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The repository's `demo-scripts/*.tape`, sorted.
func demoTapes() -> [String] {
    var directory = #filePath
    for _ in 0..<3 { directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)]) }
    directory += "/demo-scripts"
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        if name.hasSuffix(".tape") { names.append(directory + "/" + name) }
    }
    return names.sorted()
}
