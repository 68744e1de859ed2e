/// Delta debugging (Zeller's ddmin) over a session's commands: the smallest list it can find
/// for which `fails` still holds, removing chunks, then single commands, until none can go.
package struct FuzzShrinker<Element> {
    private let fails: ([Element]) -> Bool

    /// A shrinker that keeps a candidate when `fails(candidate)` (the same failure reproduces).
    package init(fails: @escaping ([Element]) -> Bool) { self.fails = fails }

    /// A 1-minimal sublist of `elements` that still fails (removing any one element passes);
    /// `elements` itself must fail.
    package func shrink(_ elements: [Element]) -> [Element] {
        var current = elements
        var granularity = 2
        while current.count >= 2 {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count {
                let end = min(start + chunk, current.count)
                let complement = Array(current[..<start] + current[end...])
                if fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start = end
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        if current.count == 1, fails([]) { return [] }
        return current
    }
}
