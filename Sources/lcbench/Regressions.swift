/// The figures of a new report that are worse than the same figures of an older one (the
/// committed BENCHMARKS.md) by more than a threshold.
///
/// A figure is a cell of a markdown table, named by its section, its row's first cell and its
/// column; times, bytes, memory and counts are better lower, a column "… per second" higher.
/// *Before* columns (fixed references), ratios, key counts and zeros are not compared.
enum Regressions {
    struct Finding: CustomStringConvertible {
        let figure: String
        let old: String
        let new: String
        let change: Double

        var description: String {
            "\(figure): \(old) → \(new) (\(change > 0 ? "+" : "")\(Format.fixed(change * 100, digits: 0)) % worse)"
        }
    }

    static func worse(old: String, new: String, threshold: Double = 0.2) -> [Finding] {
        let before = figures(in: old)
        var findings: [Finding] = []
        for (name, cell) in figures(in: new).sorted(by: { $0.key < $1.key }) {
            guard let previous = before[name], previous.value > 0, let change = worsening(from: previous, to: cell) else { continue }
            if change > threshold { findings.append(Finding(figure: name, old: previous.text, new: cell.text, change: change)) }
        }
        return findings
    }

    private struct Cell {
        let text: String
        /// In a base unit (seconds, KiB, a count).
        let value: Double
        let higherIsBetter: Bool
    }

    /// How much worse `new` is than `old`, as a fraction of `old`.
    private static func worsening(from old: Cell, to new: Cell) -> Double? {
        guard old.higherIsBetter == new.higherIsBetter else { return nil }
        return old.higherIsBetter ? (old.value - new.value) / old.value : (new.value - old.value) / old.value
    }

    private static func figures(in markdown: String) -> [String: Cell] {
        var result: [String: Cell] = [:]
        var section = ""
        var header: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                section = String(line.drop { $0 == "#" || $0 == " " })
                header = []
                continue
            }
            guard line.hasPrefix("|") else { header = []; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters().replacing("**", with: "") }
            if header.isEmpty { header = cells; continue }
            if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
            guard let row = cells.first else { continue }
            for (column, text) in zip(header, cells).dropFirst() {
                let lowered = column.lowercased()
                if lowered.hasPrefix("before") || lowered == "keys" || column.contains("/") { continue }
                guard let value = value(of: text) else { continue }
                result["\(section) · \(row) · \(column)"] = Cell(text: text, value: value, higherIsBetter: lowered.contains("per second"))
            }
        }
        return result
    }

    /// "1.48 ms" → 0.00148, "13.3 MiB" → 13619.2, "1,086,449" → 1086449; nil for text.
    private static func value(of text: String) -> Double? {
        let number = text.prefix { $0.isNumber || $0 == "," || $0 == "." }
        guard !number.isEmpty, let value = Double(number.filter { $0 != "," }) else { return nil }
        let unit = text.dropFirst(number.count).drop { $0 == " " }.prefix { $0.isLetter }
        switch unit {
        case "": return value
        case "s": return value
        case "ms": return value / 1e3
        case "µs": return value / 1e6
        case "ns": return value / 1e9
        case "KiB": return value
        case "MiB": return value * 1024
        case "GiB": return value * 1024 * 1024
        default: return nil
        }
    }
}
