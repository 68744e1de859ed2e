/// The grapheme clusters of more than one Unicode scalar that one canvas shows, each under a
/// code (`firstCode` and up) that its stored cells hold.
///
/// A value: copies share one storage until one of them adds a cluster. Most canvases never show
/// a cluster and keep no storage at all, so copying or comparing their tables costs nothing.
package struct ClusterTable: Sendable {
    /// The first code handed to a cluster (above every Unicode scalar value).
    package static let firstCode: UInt32 = 0x20_0000

    /// The clusters and their codes, changed only while one table alone refers to it.
    private final class Storage: @unchecked Sendable {
        var texts: [String]
        var codes: [ScalarString: UInt32]

        init(texts: [String] = [], codes: [ScalarString: UInt32] = [:]) {
            self.texts = texts
            self.codes = codes
        }
    }

    private var storage: Storage?

    /// An empty table.
    package init() {}

    /// The number of clusters in the table.
    package var count: Int { storage?.texts.count ?? 0 }

    /// Whether this table and `other` are one storage, so that every code means the same in
    /// both (true for two empty tables).
    package func sharesStorage(with other: ClusterTable) -> Bool {
        storage === other.storage
    }

    /// The text of the cluster under `code` ("" for a code the table does not hold).
    package func text(of code: UInt32) -> String {
        guard code >= Self.firstCode, let storage else { return "" }
        let index = Int(code - Self.firstCode)
        return storage.texts.indices.contains(index) ? storage.texts[index] : ""
    }

    /// The code of `text` when the table holds it.
    package func existingCode(of text: String) -> UInt32? {
        storage?.codes[ScalarString(text)]
    }

    /// The code of `text`, added to the table when it is new.
    package mutating func code(of text: String) -> UInt32 {
        let key = ScalarString(text)
        if let code = storage?.codes[key] { return code }
        let owned: Storage
        if isKnownUniquelyReferenced(&storage), let storage {
            owned = storage
        } else {
            owned = Storage(texts: storage?.texts ?? [], codes: storage?.codes ?? [:])
            storage = owned
        }
        let code = Self.firstCode + UInt32(owned.texts.count)
        owned.texts.append(text)
        owned.codes[key] = code
        return code
    }
}
