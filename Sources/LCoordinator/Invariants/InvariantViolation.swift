/// One broken invariant found by `InvariantChecker`: which rule, and what was seen.
package struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule that failed (`frame`, `wide`, `leak`, `auth`).
    package let rule: String
    /// What was seen, in one line.
    package let detail: String

    /// A violation of `rule`, described by `detail`.
    package init(rule: String, detail: String) {
        self.rule = rule
        self.detail = detail
    }

    /// `rule: detail`.
    package var description: String { "\(rule): \(detail)" }
}
