import Testing
@testable import LCoordinator

/// The kind of a `DeeplinkError`, without its details (reasons are prose and may be reworded).
enum DeeplinkErrorKind: Hashable, Sendable {
    case empty, tooLong, malformed, badPercentEncoding, noPlugin, invalid, buildFailed

    init(_ error: DeeplinkError) {
        switch error {
        case .empty: self = .empty
        case .tooLong: self = .tooLong
        case .malformed: self = .malformed
        case .badPercentEncoding: self = .badPercentEncoding
        case .noPlugin: self = .noPlugin
        case .invalid: self = .invalid
        case .buildFailed: self = .buildFailed
        }
    }
}

/// Links the parser refuses, with the kind of error each gets.
let unparsableLinks: [(String, DeeplinkErrorKind)] = [
    ("", .empty),
    ("app://product/" + String(repeating: "1", count: 2100), .tooLong),
    ("app://product/" + String(repeating: "é", count: 1100), .tooLong),
    ("app://product/%", .badPercentEncoding),
    ("app://product/4%", .badPercentEncoding),
    ("app://product/%4", .badPercentEncoding),
    ("app://product/%G1", .badPercentEncoding),
    ("app://product/%ZZ", .badPercentEncoding),
    ("app://product/%C3%28", .badPercentEncoding),
    ("app://product/%C0%AF", .badPercentEncoding),
    ("app://product/%ED%A0%80", .badPercentEncoding),
    ("app://product/%FF", .badPercentEncoding),
    ("app://product/%00", .badPercentEncoding),
    ("app://product/%0A", .badPercentEncoding),
    ("app://product/%7F", .badPercentEncoding),
    ("app://product/%C2%85", .badPercentEncoding),
    ("app://%ZZ/1", .malformed),
    ("app://product/42?ref=%", .badPercentEncoding),
    ("app://product/4 2", .malformed),
    (" app://product/42", .malformed),
    ("app://product/42 ", .malformed),
    ("app://product/42\n", .malformed),
    ("app://product/\t42", .malformed),
    ("app://product/42\r", .malformed),
    ("app://product/\u{0}42", .malformed),
    ("app://product/\u{1B}[2J", .malformed),
    ("app://product/42\u{7F}", .malformed),
    ("app://product/42\u{85}", .malformed),
    ("app://product/\u{9B}2J", .malformed),
    ("app://product/4\u{A0}2", .malformed),
    ("app://product/42\u{2028}", .malformed),
    ("app://product/42\u{3000}", .malformed),
    ("app:product/42", .malformed),
    ("app:/product/42", .malformed),
    ("product/42", .malformed),
    ("app//product/42", .malformed),
    ("://product/42", .malformed),
    ("1app://product/42", .malformed),
    ("a_b://product/42", .malformed),
    ("ap%70://product/42", .malformed),
    // Strict: no empty path segment, no empty or percent-encoded host.
    ("app://product//42", .malformed),
    ("app://product/42/", .malformed),
    ("app://shop/", .malformed),
    ("app:///42", .malformed),
    ("app://", .malformed),
    ("app://%70roduct/42", .malformed),
    ("app://PR%4FDUCT/1", .malformed),
]

@MainActor
@Suite struct DeeplinkComponentTests {
    @Test func parsesSchemeHostPathAndQuery() throws {
        let component = try DeeplinkComponent(parsing: "app://product/42?ref=home&debug")
        #expect(component.url == "app://product/42?ref=home&debug")
        #expect(component.scheme == "app")
        #expect(component.host == "product")
        #expect(component.pathSegments == ["42"])
        #expect(component.queryItems == [.init(name: "ref", value: "home"), .init(name: "debug", value: nil)])
        #expect(component.queryValue("ref") == "home")
        #expect(component.queryValue("missing") == nil)
    }

    @Test func lowercasesSchemeAndHostButNotThePath() throws {
        let component = try DeeplinkComponent(parsing: "APP://PRODUCT/AbC")
        #expect(component.scheme == "app")
        #expect(component.host == "product")
        #expect(component.pathSegments == ["AbC"])
        #expect(component.url == "APP://PRODUCT/AbC")
    }

    @Test func splitsPathSegments() throws {
        #expect(try DeeplinkComponent(parsing: "app://shop/a/b/c").pathSegments == ["a", "b", "c"])
        #expect(try DeeplinkComponent(parsing: "app://shop").pathSegments == [])
    }

    @Test func refusesEmptyPathSegmentsAndEncodedHostsWithAReason() {
        #expect(throws: DeeplinkError.malformed("it has an empty path segment (//, or / at the end)")) {
            try DeeplinkComponent(parsing: "shop://product//42")
        }
        #expect(throws: DeeplinkError.malformed("its host must be written without %-escapes")) {
            try DeeplinkComponent(parsing: "shop://%70roduct/42")
        }
        #expect(throws: DeeplinkError.malformed("it has no host (expected scheme://host/…)")) {
            try DeeplinkComponent(parsing: "shop:///42")
        }
    }

    @Test func percentDecodesPathAndQuery() throws {
        let component = try DeeplinkComponent(parsing: "app://PRODUCT/hello%20world/a%2Fb/%E2%82%ac?q=caf%C3%A9&%6Eame=x%3Dy")
        #expect(component.host == "product")
        // An escaped slash stays inside its segment.
        #expect(component.pathSegments == ["hello world", "a/b", "€"])
        #expect(component.queryItems == [.init(name: "q", value: "café"), .init(name: "name", value: "x=y")])
    }

    @Test func keepsUnicodeThatIsNotSpaceOrControl() throws {
        let component = try DeeplinkComponent(parsing: "app://search/東京/🎉")
        #expect(component.pathSegments == ["東京", "🎉"])
    }

    @Test func queryItemsKeepOrderEmptyValuesAndRepeatedNames() throws {
        let component = try DeeplinkComponent(parsing: "app://search?a=1&&b=&a=2&=x")
        #expect(component.queryItems == [
            .init(name: "a", value: "1"), .init(name: "b", value: ""), .init(name: "a", value: "2"), .init(name: "", value: "x"),
        ])
        #expect(component.queryValue("a") == "1")
    }

    @Test func ignoresTheFragment() throws {
        let component = try DeeplinkComponent(parsing: "app://product/42#reviews")
        #expect(component.pathSegments == ["42"])
        #expect(component.queryItems.isEmpty)
        let withQuery = try DeeplinkComponent(parsing: "app://product/42?ref=a#frag?x=1")
        #expect(withQuery.pathSegments == ["42"])
        #expect(withQuery.queryItems == [.init(name: "ref", value: "a")])
        // A malformed fragment is ignored with the rest of the fragment.
        #expect(try DeeplinkComponent(parsing: "app://product/42#%ZZ").pathSegments == ["42"])
    }

    @Test func acceptsSchemesWithDigitsPlusMinusAndDot() throws {
        #expect(try DeeplinkComponent(parsing: "my-app+v2.beta://x").scheme == "my-app+v2.beta")
    }

    @Test func acceptsALinkOfExactlyTheMaximumLength() throws {
        let prefix = "app://product/"
        let link = prefix + String(repeating: "1", count: DeeplinkComponent.maximumLength - prefix.utf8.count)
        #expect(link.utf8.count == 2048)
        #expect(try DeeplinkComponent(parsing: link).pathSegments.first?.count == 2048 - prefix.count)
        #expect(throws: DeeplinkError.tooLong(2049)) { try DeeplinkComponent(parsing: link + "1") }
    }

    @Test(arguments: unparsableLinks)
    func refusesMalformedLinksWithoutTrapping(_ link: String, _ expected: DeeplinkErrorKind) {
        do {
            let component = try DeeplinkComponent(parsing: link)
            Issue.record("parsed \(link.debugDescription) as \(component.scheme)://\(component.host)/\(component.pathSegments)")
        } catch {
            #expect(DeeplinkErrorKind(error) == expected, "\(link.debugDescription): \(error)")
        }
    }

    @Test func everyErrorSaysWhatIsWrong() {
        let errors: [DeeplinkError] = [.empty, .tooLong(3000), .malformed("x"), .badPercentEncoding, .noPlugin, .invalid("bad id"), .buildFailed]
        for error in errors {
            #expect(!error.description.isEmpty)
        }
        #expect(DeeplinkError.tooLong(3000).description.contains("3000"))
        #expect(DeeplinkError.invalid("bad id").description == "bad id")
    }
}
