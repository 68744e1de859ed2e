import ArgumentParser

/// The formats `--graph` writes.
enum GraphFormat: String, CaseIterable, ExpressibleByArgument {
    case mermaid, dot
}
