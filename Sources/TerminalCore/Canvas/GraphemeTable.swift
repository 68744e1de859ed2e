import Synchronization

/// Numbers for grapheme clusters of more than one Unicode scalar, so a `Cell` stays a small
/// plain value: a single-scalar grapheme is stored as its scalar value, a longer one as a
/// number from this table (at `firstCode` and up), the same cluster always getting the same.
///
/// The table only grows; it holds each distinct cluster ever drawn once (a handful in practice:
/// flags, skin tones, families, accented letters typed in decomposed form).
package enum GraphemeTable {
    /// The first number handed to a cluster (above every Unicode scalar value).
    package static let firstCode: UInt32 = 0x20_0000

    private struct Storage {
        var clusters: [String] = []
        var codes: [[UInt32]: UInt32] = [:]
    }

    private static let storage = Mutex(Storage())

    /// The glyph of `character`.
    package static func glyph(of character: Character) -> UInt32 {
        // ("\r\n" has an ASCII value too, of "\n": it is a cluster of two scalars.)
        if let ascii = character.asciiValue, ascii != 0x0A { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        if iterator.next() == nil { return first.value }
        return intern(scalars.map(\.value), String(character))
    }

    /// The glyph of `symbol` (0 when it is empty).
    package static func glyph(of symbol: String) -> UInt32 {
        let scalars = symbol.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        if iterator.next() == nil { return first.value }
        return intern(scalars.map(\.value), symbol)
    }

    /// The text of `glyph` ("" for 0).
    package static func symbol(of glyph: UInt32) -> String {
        if glyph < 0x80 { return glyph == 0 ? "" : asciiSymbols[Int(glyph)] }
        if glyph < firstCode { return Unicode.Scalar(glyph).map { String(Character($0)) } ?? "" }
        let index = Int(glyph - firstCode)
        return storage.withLock { $0.clusters.indices.contains(index) ? $0.clusters[index] : "" }
    }

    /// The scalars of `glyph` (none for 0).
    package static func scalars(of glyph: UInt32) -> [Unicode.Scalar] {
        if glyph == 0 { return [] }
        if glyph < firstCode { return Unicode.Scalar(glyph).map { [$0] } ?? [] }
        return Array(symbol(of: glyph).unicodeScalars)
    }

    private static func intern(_ key: [UInt32], _ text: String) -> UInt32 {
        storage.withLock { storage in
            if let code = storage.codes[key] { return code }
            let code = firstCode + UInt32(storage.clusters.count)
            storage.clusters.append(text)
            storage.codes[key] = code
            return code
        }
    }

    /// The one-character strings of the ASCII bytes, made once.
    private static let asciiSymbols: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
}
