import ArgumentParser
import Tape
import TerminalCore

/// The text given to `--size`, kept as written so `validate()` can say what is wrong with it:
/// swift-argument-parser's own message for a bad value does not name the expected form.
struct SizeArgument: ExpressibleByArgument {
    /// As written on the command line.
    var text: String

    /// The size, when `text` is `COLSxROWS` with each side from 1 to the cap that tapes share.
    var size: Size? { TapeSyntax.size(parsing: text) }

    /// The one-line usage error for a size that does not parse.
    var problem: String? {
        size == nil ? "--size expects COLSxROWS such as 80x24 (each 1…\(TapeSyntax.maximumSide)); got '\(PrintableText.escaping(text))'" : nil
    }

    init?(argument: String) {
        text = argument
    }
}
