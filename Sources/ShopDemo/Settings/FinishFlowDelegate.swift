/// Lets a later step end the whole presented flow (seed 001: found with `findAncestor`).
@MainActor
protocol FinishFlowDelegate: AnyObject {
    func didFinishFlow()
}
