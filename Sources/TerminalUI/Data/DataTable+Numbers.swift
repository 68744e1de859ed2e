// The numbers in cells, read from their bytes: what `.automatic` and `.number` sortings key by.
extension DataTable {
    /// The value of a cell that is a number ("12", "-3.5", "1,234.50", "$3.00", "12 %"), read
    /// from its bytes; nil for any other text.
    ///
    /// With `wholeCell` false, the number the cell starts with instead, a unit or any text after
    /// it ignored ("9 kB", "€3.50", "-1,234.5 m"): nil when it has no digit before other text.
    nonisolated static func number(in cell: String, wholeCell: Bool = true) -> Double? {
        var cell = cell
        return cell.withUTF8 { bytes -> Double? in
            var value = 0.0
            var scale = 0.1
            var seenDigit = false
            var seenDot = false
            var negative = false
            var signAllowed = true
            scan: for byte in bytes {
                switch byte {
                case 0x30...0x39:
                    seenDigit = true
                    signAllowed = false
                    let digit = Double(byte - 0x30)
                    if seenDot {
                        value += digit * scale
                        scale /= 10
                    } else {
                        value = value * 10 + digit
                    }
                case 0x2E:
                    if seenDot {
                        if wholeCell { return nil }
                        break scan
                    }
                    seenDot = true
                    signAllowed = false
                case 0x2D where wholeCell, 0x2B where wholeCell:
                    guard signAllowed else { return nil }
                    negative = byte == 0x2D
                    signAllowed = false
                case 0x2D:
                    if seenDigit || seenDot { break scan }
                    negative = true
                case 0x2C:
                    if !wholeCell, !seenDigit { return nil }
                case 0x20, 0x24, 0x2B:
                    if !wholeCell, seenDigit { break scan }
                case 0x25 where wholeCell: continue
                default:
                    // After the number: its unit. Before it: a currency sign (not ASCII) or text.
                    if wholeCell { return nil }
                    if seenDigit { break scan }
                    if byte < 0x80 { return nil }
                }
            }
            guard seenDigit else { return nil }
            return negative ? -value : value
        }
    }
}
