/// Lets a later step end the whole presented flow (found with `findAncestor`).
@MainActor
protocol FinishFlowDelegate: AnyObject {
    func didFinishFlow()
}
