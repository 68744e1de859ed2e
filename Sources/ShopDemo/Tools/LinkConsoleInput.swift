/// Reads what was typed at the `:` prompt as the link to open.
///
/// The prompt starts pre-filled with `shop://`, and people type or paste whole links as the
/// README shows them: `shop://` followed by another full link (`shop://shop://product/42`,
/// `shop://https://…`) means the link after the prefill. Spaces around the link are ignored.
enum LinkConsoleInput {
    /// What the prompt starts with.
    static let prefill = "shop://"

    /// The link `typed` asks for: without surrounding spaces, and without a prefill that a
    /// full link was typed after.
    static func link(from typed: String) -> String {
        var link = Substring(typed)
        while link.first == " " { link.removeFirst() }
        while link.last == " " { link.removeLast() }
        // Repeatedly: pasting twice over the prefill gives the prefill twice.
        while link.hasPrefix(prefill) {
            let rest = link.dropFirst(prefill.count)
            guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"),
                  rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                  rest.first?.isLetter == true
            else { break }
            link = rest
        }
        return String(link)
    }
}
