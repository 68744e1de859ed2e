/// A choice of a prompt sheet: its title and what it does (the sheet closes after).
struct PromptSheetChoice {
    let title: String
    let run: @MainActor () -> Void
}
