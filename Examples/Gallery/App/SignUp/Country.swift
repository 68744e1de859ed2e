/// A country to ship to: the select's options.
enum Country: String, CaseIterable, CustomStringConvertible {
    case brazil = "Brazil"
    case canada = "Canada"
    case chile = "Chile"
    case japan = "Japan 日本"
    case norway = "Norway"

    var description: String { rawValue }
}
