import CNcurses
import TerminalCore

/// How one style is drawn by curses: attribute bits and a colour pair.
struct Rendition: Equatable {
    var attributes: attr_t
    var pair: Int16
}

/// Turns styles into curses attributes and colour pairs, allocating each pair on first use.
///
/// Pair 0 is the terminal's own foreground and background; a new (foreground, background)
/// combination gets the next free pair, and keeps it for the rest of the session. When the
/// terminal has no colours, or runs out of pairs, colours are dropped and attributes stay.
struct ColorPalette {
    private struct ColorKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// Whether the terminal shows colours at all.
    let isEnabled: Bool
    /// Whether curses accepted -1 as "the terminal's own colour" (`use_default_colors`).
    let hasDefaultColors: Bool
    private let colorCount: Int
    private let pairLimit: Int
    private var pairs: [ColorKey: Int16] = [:]
    private var colorsOfPair: [Int16: ColorKey] = [:]
    private var renditions: [Style: Rendition] = [:]

    private init(isEnabled: Bool, hasDefaultColors: Bool, colorCount: Int, pairLimit: Int) {
        self.isEnabled = isEnabled
        self.hasDefaultColors = hasDefaultColors
        self.colorCount = colorCount
        self.pairLimit = pairLimit
    }

    /// Starts colours on the current curses screen, if it has them.
    static func start() -> ColorPalette {
        guard has_colors(), start_color() == OK else {
            return ColorPalette(isEnabled: false, hasDefaultColors: false, colorCount: 0, pairLimit: 0)
        }
        let hasDefaultColors = use_default_colors() == OK
        return ColorPalette(
            isEnabled: true,
            hasDefaultColors: hasDefaultColors,
            colorCount: Int(lc_colors()),
            pairLimit: min(Int(lc_color_pairs()), Int(Int16.max))
        )
    }

    /// The attributes and colour pair that draw `style`.
    mutating func rendition(for style: Style) -> Rendition {
        if let known = renditions[style] { return known }
        var attributes = lc_a_normal()
        if style.attributes.contains(.bold) { attributes |= lc_a_bold() }
        if style.attributes.contains(.dim) { attributes |= lc_a_dim() }
        if style.attributes.contains(.reverse) { attributes |= lc_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= lc_a_underline() }
        let rendition = Rendition(attributes: attributes, pair: pair(for: ColorKey(foreground: style.foreground, background: style.background)))
        renditions[style] = rendition
        return rendition
    }

    /// The style that `attributes` and `pair` (as read back from a curses cell) stand for.
    func style(attributes: attr_t, pair: Int16) -> Style {
        var textAttributes: TextAttributes = []
        if attributes & lc_a_bold() != 0 { textAttributes.insert(.bold) }
        if attributes & lc_a_dim() != 0 { textAttributes.insert(.dim) }
        if attributes & lc_a_reverse() != 0 { textAttributes.insert(.reverse) }
        if attributes & lc_a_underline() != 0 { textAttributes.insert(.underline) }
        let colors = colorsOfPair[pair] ?? ColorKey(foreground: .default, background: .default)
        return Style(foreground: colors.foreground, background: colors.background, attributes: textAttributes)
    }

    private mutating func pair(for key: ColorKey) -> Int16 {
        guard isEnabled, key != ColorKey(foreground: .default, background: .default) else { return 0 }
        if let known = pairs[key] { return known }
        let next = pairs.count + 1
        guard next < pairLimit,
              init_pair(Int16(next), cursesColor(key.foreground, isForeground: true), cursesColor(key.background, isForeground: false)) == OK
        else { return 0 }
        pairs[key] = Int16(next)
        colorsOfPair[Int16(next)] = key
        return Int16(next)
    }

    private func cursesColor(_ color: Color, isForeground: Bool) -> Int16 {
        if color == .default {
            if hasDefaultColors { return -1 }
            return Int16(isForeground ? COLOR_WHITE : COLOR_BLACK)
        }
        // An 8-colour terminal shows a bright colour as its plain variant.
        let value = color.rawValue < colorCount ? color.rawValue : color.rawValue - 8
        return Int16(max(0, value))
    }
}
