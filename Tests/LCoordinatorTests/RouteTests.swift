import Foundation
import Testing
@testable import LCoordinator

/// Typed URL routes: patterns, strict matching, printing, JSON.
@Suite struct RouteTests {
    let product = RoutePattern.literal("shop://product/<int:id>")
    let tracking = RoutePattern.literal("shop://order/<int:id>/tracking")
    let promo = RoutePattern.literal("shop://promo/<code>")
    let tab = RoutePattern.literal("shop://tab/<tab:home|orders|profile>")
    let padded = RoutePattern.literal("app://ticket/<int0:number>")
    let settings = RoutePattern.literal("shop://settings")

    @Test func patternsParseTheirSegmentsAndTypes() throws {
        #expect(product.scheme == "shop" && product.host == "product")
        #expect(product.segments == [.parameter(name: "id", type: .int(allowsLeadingZeros: false))])
        #expect(tracking.segments == [.parameter(name: "id", type: .int(allowsLeadingZeros: false)), .literal("tracking")])
        #expect(promo.segments == [.parameter(name: "code", type: .string)])
        #expect(try RoutePattern("shop://promo/<string:code>").segments == promo.segments)
        #expect(tab.segments == [.parameter(name: "tab", type: .choice(["home", "orders", "profile"]))])
        #expect(settings.segments.isEmpty)
    }

    @Test(arguments: [
        ("shop/product/<int:id>", "it has no scheme"),
        ("1shop://product", "its scheme '1shop' is not valid"),
        ("shop://", "it has no host"),
        ("shop://product//<int:id>", "it has an empty path segment"),
        ("shop://product/<int:id>/", "it has an empty path segment"),
        ("shop://product/<float:id>", "'float' is not a parameter type"),
        ("shop://product/<int:id>/<int:id>", "the parameter 'id' appears twice"),
        ("shop://product/<int:>", "'' is not a parameter name"),
        ("shop://product/<id", "is not a parameter"),
        ("shop://pro duct", "its host 'pro duct' must be"),
        ("shop://product/a%20b", "its segment 'a%20b' must be"),
        ("shop://tab/<tab:home||orders>", "the choices of 'tab' must be words"),
    ])
    func malformedPatternsAreRefusedWithTheReason(text: String, reason: String) {
        #expect {
            try RoutePattern(text)
        } throws: { error in
            let description = (error as? RoutePatternError)?.description ?? ""
            return description.contains(reason) && description.contains(text)
        }
    }

    @Test(arguments: [
        ("shop://product/42", "shop://product/<int:id>", "id = 42 (int)"),
        ("SHOP://Product/7", "shop://product/<int:id>", "id = 7 (int)"),
        ("shop://product/999999999", "shop://product/<int:id>", "id = 999999999 (int)"),
        ("shop://order/1001/tracking", "shop://order/<int:id>/tracking", "id = 1001 (int)"),
        ("shop://promo/SPRING", "shop://promo/<code>", "code = SPRING (string)"),
        ("shop://tab/orders", "shop://tab/<tab:home|orders|profile>", "tab = orders (string)"),
        ("shop://settings", "shop://settings", "no parameters"),
        ("app://ticket/007", "app://ticket/<int0:number>", "number = 7 (int)"),
    ])
    func linksMatchTheirPatternWithTypedParameters(url: String, pattern: String, parameters: String) throws {
        let table = RouteTable([product, tracking, promo, tab, settings, padded])
        let route = try table.match(url: url)
        #expect(route.pattern.text == pattern)
        #expect(route.parameterSummary == parameters)
    }

    @Test(arguments: [
        // Matching is strict: leading zeros, empty segments, %-escaped host, extra or missing
        // segments, query items, wrong types, out-of-range lengths.
        "shop://product/007", "shop://product/0", "shop://product/1234567890", "shop://product/-1",
        "shop://product/4x", "shop://product//42", "shop://product/42/", "shop://%70roduct/42",
        "shop://product/42?ref=x", "shop://product", "shop://product/42/43", "shop://product/%34%32x",
        "shop://order/1001/tracking/now", "shop://order/01/tracking", "shop://order/1001/Tracking",
        "shop://promo/", "shop://promo/ABCDEFGHIJKLMNOPQ", "shop://promo/SP%20RING", "shop://promo/SPRÍNG",
        "shop://tab/Home", "shop://tab/cart", "shop://settings/more", "app://ticket/1234567890",
    ])
    func nearMissesMatchNothing(url: String) {
        let table = RouteTable([product, tracking, promo, tab, settings, padded])
        #expect(throws: DeeplinkError.self) { try table.match(url: url) }
    }

    @Test func aLinkOfAnUnknownHostIsNoPluginAndAKnownHostNamesItsPatterns() {
        let table = RouteTable([product, tracking])
        #expect(throws: DeeplinkError.noPlugin) { try table.match(url: "shop://cart/1") }
        #expect(throws: DeeplinkError.invalid("the link matches no route (expected shop://order/<int:id>/tracking)")) {
            try table.match(url: "shop://order/1")
        }
    }

    @Test func routesPrintBackToTheirURLAndMatchThemselves() throws {
        let routes = [
            try Route(pattern: product, parameters: ["id": .int(42)]),
            try Route(pattern: tracking, parameters: ["id": .int(1001)]),
            try Route(pattern: promo, parameters: ["code": .string("SPRING")]),
            try Route(pattern: tab, parameters: ["tab": .string("profile")]),
            try Route(pattern: settings),
            try Route(pattern: padded, parameters: ["number": .int(7)]),
        ]
        #expect(routes.map(\.url) == ["shop://product/42", "shop://order/1001/tracking", "shop://promo/SPRING",
                                      "shop://tab/profile", "shop://settings", "app://ticket/7"])
        let table = RouteTable([product, tracking, promo, tab, settings, padded])
        for route in routes {
            #expect(try table.match(url: route.url) == route)
        }
    }

    @Test func aRouteRefusesMissingUnknownAndInvalidParameters() {
        #expect(throws: RoutePatternError.missingParameter(pattern: product.text, name: "id")) {
            try Route(pattern: product)
        }
        #expect(throws: RoutePatternError.unknownParameter(pattern: product.text, name: "sku")) {
            try Route(pattern: product, parameters: ["id": .int(1), "sku": .int(2)])
        }
        #expect(throws: RoutePatternError.self) { try Route(pattern: product, parameters: ["id": .int(0)]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: product, parameters: ["id": .int(1_000_000_000)]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: product, parameters: ["id": .string("42")]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: promo, parameters: ["code": .string("a b")]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: tab, parameters: ["tab": .string("cart")]) }
    }

    @Test func routesRoundTripThroughJSONAndDecodingChecksThemAgain() throws {
        let route = try Route(pattern: tracking, parameters: ["id": .int(1001)])
        let data = try JSONEncoder().encode(RouteRecord(route))
        #expect(try JSONDecoder().decode(RouteRecord.self, from: data).route == route)
        let tampered = #"{"pattern": "shop://order/<int:id>/tracking", "parameters": {"id": "1001"}}"#
        #expect(throws: RoutePatternError.self) { try JSONDecoder().decode(RouteRecord.self, from: Data(tampered.utf8)) }
        let badPattern = #"{"pattern": "shop//order", "parameters": {}}"#
        #expect(throws: RoutePatternError.self) { try JSONDecoder().decode(RouteRecord.self, from: Data(badPattern.utf8)) }
    }
}
