import TerminalUI

/// `TextArea`: multi-line text that wraps by display width, with undo and redo.
struct TextAreaScreen: GalleryScreen {
    var name: String { "TextArea" }

    func makeViewController() -> ViewController {
        let notes = TextArea(text: "Wide 日本語 text, ＡＢＣ and café wrap by display width.\nSecond line.", preferredRows: 6)
        let status = Label("")
        let count: @MainActor () -> Void = { [weak notes] in
            guard let notes else { return }
            status.text = "\(notes.count) characters on \(notes.lineCount) lines"
        }
        count()
        notes.onChange = { _ in count() }
        return PaddedScreen(title: name, [
            notes, status,
            HintLabel("Arrows, Ctrl+←/→ by word, PageUp/PageDown, Home/End; Ctrl+Z undoes, Ctrl+Y redoes."),
        ])
    }
}
