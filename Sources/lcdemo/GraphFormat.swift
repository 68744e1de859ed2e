import ArgumentParser
import Tape

// `--graph mermaid|dot`: the formats are Tape's, shared with `TapeCommandLine`.
extension GraphFormat: ExpressibleByArgument {}
