/// What a prompt sheet asks of its coordinator: close it (a choice was made).
@MainActor
protocol PromptSheetNavigationDelegate: AnyObject {
    func closePromptSheet()
}
