extension ViewController {
    /// Starts `work` on the main actor as this screen's: it is cancelled when the screen leaves
    /// (popped, dismissed, replaced), and replays and tests wait for it to settle.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     task { [weak self] in
    ///         guard let text = try? await service.greeting() else { return }
    ///         self?.label.text = text
    ///     }
    /// }
    /// ```
    @discardableResult
    public func task(_ work: @escaping @MainActor () async -> Void) -> OwnedTask {
        taskBags[0].start(ownerName: String(describing: type(of: self)), ledger: { [weak self] in
            self?.window?.application?.taskLedger
        }, work)
    }

    /// Cancels `bag`'s tasks with this screen's when it leaves (a view model's tasks).
    package func adoptTasks(of bag: TaskBag) {
        guard !taskBags.contains(where: { $0 === bag }) else { return }
        taskBags.append(bag)
    }

    /// The tasks this screen and the models it shows started that still run.
    public var runningTasks: [OwnedTask] { taskBags.flatMap(\.running) }
}
