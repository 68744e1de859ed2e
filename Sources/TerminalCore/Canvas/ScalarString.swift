/// A string compared and hashed scalar by scalar. `String` compares by canonical equivalence
/// ("e\u{301}" equals "\u{E9}"), but a terminal is sent the scalars, so a cell keeps them apart.
struct ScalarString: Hashable, Sendable {
    /// The text.
    let string: String

    /// `string`, compared by its scalars.
    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ScalarString, rhs: ScalarString) -> Bool {
        lhs.string.unicodeScalars.elementsEqual(rhs.string.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        for scalar in string.unicodeScalars { hasher.combine(scalar.value) }
        // Not a scalar value: ends the text, so that no text hashes as another's prefix.
        hasher.combine(UInt32.max)
    }
}
