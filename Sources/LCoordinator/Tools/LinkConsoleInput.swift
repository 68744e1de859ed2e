/// Reads what was typed at the `:` prompt as the link to open.
///
/// The prompt starts pre-filled with the app's scheme (`shop://`), and people type or paste
/// whole links as a README shows them: the prefill followed by another full link
/// (`shop://shop://product/42`, `shop://https://…`) means the link after the prefill. Spaces
/// around the link are ignored.
package enum LinkConsoleInput {
    /// The link `typed` asks for: without surrounding spaces, and without a `prefill` that a
    /// full link was typed after.
    package static func link(from typed: String, prefill: String) -> String {
        var link = Substring(typed)
        while link.first == " " { link.removeFirst() }
        while link.last == " " { link.removeLast() }
        // Repeatedly: pasting twice over the prefill gives the prefill twice.
        while !prefill.isEmpty, link.hasPrefix(prefill) {
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
