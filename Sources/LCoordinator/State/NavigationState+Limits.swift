extension NavigationState {
    /// The largest state file read, in bytes (a real one is a few kilobytes).
    package static let maximumFileSize = 1024 * 1024
    /// The deepest nesting of JSON arrays and objects read (a state nests 6 deep).
    package static let maximumJSONDepth = 32
    /// The most stacks (tabs) a state may have.
    package static let maximumStacks = 64
    /// The most screens one stack (a tab's or a layer's) may have.
    public static let maximumStackDepth = 100
    /// The most presented layers a state may have.
    package static let maximumLayers = 16

    /// Checks the counts against the limits above.
    ///
    /// - Throws: `NavigationStateError.tooLarge` naming the first limit passed.
    func checkLimits() throws(NavigationStateError) {
        if stacks.count > Self.maximumStacks {
            throw .tooLarge("\(stacks.count) stacks; at most \(Self.maximumStacks)")
        }
        if presented.count > Self.maximumLayers {
            throw .tooLarge("\(presented.count) presented layers; at most \(Self.maximumLayers)")
        }
        let deepest = (stacks + presented.map(\.stack)).map(\.count).max() ?? 0
        if deepest > Self.maximumStackDepth {
            throw .tooLarge("a stack of \(deepest) screens; at most \(Self.maximumStackDepth)")
        }
    }

    /// The deepest nesting of arrays and objects in `json`, counted outside strings; stops
    /// counting once it passes `limit`.
    static func nestingDepth(of json: String, limit: Int) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limit { return deepest }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
