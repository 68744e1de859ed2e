import TerminalUI

/// `TextArea`: multi-line text that wraps by display width, with undo and redo.
struct TextAreaScreen: GalleryScreen {
    var name: String { "TextArea" }

    func makeViewController() -> ViewController {
        let notes = TextArea(text: "Wide 日本語 text, ＡＢＣ and café wrap by display width.\nSecond line.", preferredRows: 6)
        // Read every frame: the text itself (what `onChange` would be given) is never joined.
        let status = Label { [weak notes] in
            guard let notes else { return "" }
            return "\(notes.count) characters on \(notes.lineCount) lines"
        }
        return PaddedScreen(title: name, [
            notes, status,
            HintLabel("Arrows, Ctrl+←/→ by word, PageUp/PageDown, Home/End; Ctrl+Z undoes, Ctrl+Y redoes."),
        ])
    }
}
