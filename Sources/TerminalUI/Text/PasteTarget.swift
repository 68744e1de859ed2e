import TerminalCore

/// A view that takes a bracketed paste while it is the first responder (a text field, a text
/// area, a filter being typed, an open select), as one edit.
@MainActor
protocol PasteTarget: AnyObject {
    /// Whether a paste goes here now (a filter only while it is typed).
    var takesPaste: Bool { get }

    /// Inserts `paste` at the cursor as one edit, saying on the status line what it left out.
    func paste(_ paste: Paste)
}

/// A bracketed paste as the window hands it on: its text, and how many bytes the terminal read
/// and dropped past `TerminalEvent.maximumPasteBytes` (0: the text is the whole paste).
struct Paste {
    /// The text the terminal kept.
    var text: String
    /// The bytes dropped after `text`.
    var droppedBytes = 0

    /// The size of the whole paste, in bytes of UTF-8.
    var totalBytes: Int { text.utf8.count + droppedBytes }

    /// What a status line says of a paste cut after `kept` characters when at most `limit` go
    /// where it went: how many were left out — or, when the terminal cut it already (its
    /// characters past the cut were never read, so never counted), that it was over its limit.
    func cutMessage(kept: Int, leftOut: Int, limit: Int, into place: String = "") -> String {
        guard droppedBytes == 0 else {
            return "Paste cut: over the \(TerminalEvent.maximumPasteBytes >> 20) MiB limit (\(totalBytes) bytes); \(kept) characters kept."
        }
        return "Paste cut: \(leftOut) characters did not fit\(place.isEmpty ? "" : " " + place) (at most \(limit))."
    }

    /// The text as one line of at most `room` characters (line breaks and tabs as spaces, other
    /// control characters out), and the status line to show when some were left out.
    func oneLine(room: Int, limit: Int, into place: String) -> (text: String, status: String?) {
        var kept = ""
        var count = 0
        var leftOut = 0
        for character in Self.oneLine(text) {
            guard count < room else {
                leftOut += 1
                continue
            }
            kept.append(character)
            count += 1
        }
        guard leftOut > 0 || droppedBytes > 0 else { return (kept, nil) }
        return (kept, cutMessage(kept: count, leftOut: leftOut, limit: limit, into: place))
    }

    /// `text` with line breaks and tabs as spaces and other control characters removed.
    static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn: continue
            case "\r", "\n", "\t": scalars.append(" ")
            default:
                guard scalar.properties.generalCategory != .control else { continue }
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A paste fills a `/` filter or a select's filter up to this many characters.
    static let maximumFilterPaste = 256
}

extension TextField: PasteTarget {
    var takesPaste: Bool { true }
}

extension TextArea {
    var takesPaste: Bool { isEnabled }
}

// A filter takes a paste while it is typed, as typed text on one line.
extension ListView: PasteTarget {
    var takesPaste: Bool { filter.isEditing }

    func paste(_ pasted: Paste) {
        pasted.type(into: self, after: filterText) { self.filterText = $0 }
    }
}

extension DataTable: PasteTarget {
    var takesPaste: Bool { filter.isEditing }

    func paste(_ pasted: Paste) {
        pasted.type(into: self, after: filterText) { self.filterText = $0 }
    }
}

extension Paste {
    /// Types the paste into `view`'s filter, whose text is `current`, as one line: `set` gets
    /// the new text; the status line says what was left out.
    @MainActor
    func type(into view: View, after current: String, set: (String) -> Void) {
        let room = max(0, Self.maximumFilterPaste - current.count)
        let (text, status) = oneLine(room: room, limit: Self.maximumFilterPaste, into: "the filter")
        if let status { view.viewController?.window?.showStatus(status) }
        guard !text.isEmpty else { return }
        set(current + text)
        view.invalidateKeyBindings()
        view.setNeedsDisplay()
    }
}
