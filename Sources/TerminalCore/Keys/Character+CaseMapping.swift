extension Character {
    /// Its uppercase form when that is exactly one character; else itself (`ß` uppercases to
    /// "SS", `ﬁ` to "FI": two characters are text, not a key).
    package var singleUppercased: Character {
        let mapped = uppercased()
        return mapped.count == 1 ? Character(mapped) : self
    }

    /// Its lowercase form when that is exactly one character; else itself.
    package var singleLowercased: Character {
        let mapped = lowercased()
        return mapped.count == 1 ? Character(mapped) : self
    }
}
