/// Formats money amounts.
enum Money {
    static func format(cents: Int) -> String {
        let value = abs(cents)
        let fraction = value % 100
        return "$\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
