/// Where the headlines screen navigates.
@MainActor
protocol HeadlinesNavigationDelegate: AnyObject {
    func showStory(of headline: Headline)
}
