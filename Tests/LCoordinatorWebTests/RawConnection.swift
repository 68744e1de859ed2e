#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A plain TCP connection to 127.0.0.1 that speaks no TLS: what a client that never handshakes,
/// or a plain `http://` request, looks like to the server.
final class RawConnection {
    private let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "connect: \(String(cString: strerror(errno)))")
    }

    deinit { close(fd) }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
    }

    /// What arrives until the server closes the connection (`closed`), or until `seconds` pass.
    func readUntilClosed(seconds: Int) -> (text: String, closed: Bool) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var waited = 0
        while waited < seconds * 10 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else {
                waited += 1
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { return (String(decoding: bytes, as: UTF8.self), true) }   // end of file, or a reset
            bytes += chunk[..<count]
        }
        return (String(decoding: bytes, as: UTF8.self), false)
    }
}
