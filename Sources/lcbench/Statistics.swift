/// Timings of one kind of step, and their percentiles.
struct Samples {
    private(set) var values: [Duration] = []

    var count: Int { values.count }

    mutating func append(_ value: Duration) {
        values.append(value)
    }

    mutating func append(contentsOf other: Samples) {
        values.append(contentsOf: other.values)
    }

    /// The value below which `fraction` of the samples fall (nearest rank).
    func percentile(_ fraction: Double) -> Duration {
        guard !values.isEmpty else { return .zero }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var p50: Duration { percentile(0.50) }
    var p99: Duration { percentile(0.99) }
    var maximum: Duration { values.max() ?? .zero }
}

/// Byte counts of one kind of step.
struct ByteCounts {
    private(set) var values: [Int] = []

    mutating func append(_ value: Int) { values.append(value) }

    var median: Int {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }

    var minimum: Int { values.min() ?? 0 }
    var maximum: Int { values.max() ?? 0 }
}

extension Duration {
    /// Seconds as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// "12.3 µs", "4.56 ms" or "1.23 s", whichever reads best.
    var formatted: String {
        let s = seconds
        if s < 1e-3 { return Format.fixed(s * 1e6, digits: s < 1e-5 ? 2 : 1) + " µs" }
        if s < 1 { return Format.fixed(s * 1e3, digits: 2) + " ms" }
        return Format.fixed(s, digits: 2) + " s"
    }
}

enum Format {
    /// `value` with `digits` digits after the point, without Foundation.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Kibibytes as "123.4 MiB".
    static func memory(kibibytes: Int) -> String {
        fixed(Double(kibibytes) / 1024, digits: 1) + " MiB"
    }
}
