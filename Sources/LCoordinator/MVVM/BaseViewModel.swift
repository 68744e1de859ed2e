import Observation
import TerminalUI

/// A view model with the loading and error state every screen needs.
///
/// Screens read it through Observation, so a change re-renders them; `bindLoadingAndErrors(to:)`
/// shows a loading overlay while `isLoading` and an error alert when `errorMessage` is set.
/// Navigation goes through a weak delegate, never through the screen:
///
/// ```swift
/// protocol LoginNavigationDelegate: AnyObject { func didLogIn() }
/// @Observable final class LoginViewModel: BaseViewModel {
///     weak var navigationDelegate: LoginNavigationDelegate?
/// }
/// ```
@MainActor
@Observable
open class BaseViewModel {
    /// Whether work is in progress (the screen shows a loading overlay).
    public private(set) var isLoading = false
    /// What the loading overlay says.
    package private(set) var loadingMessage = "Loading…"
    /// An error to show (the screen shows an alert; OK clears it).
    public private(set) var errorMessage: String?

    /// The tasks this model started (`task(_:)`); its screen cancels them when it leaves.
    @ObservationIgnored package let taskBag = TaskBag()
    /// The screen showing this model (set by `ScreenViewController`).
    @ObservationIgnored package weak var screen: ViewController?

    /// A view model neither loading nor in error.
    public init() {}

    /// Starts or stops the loading state.
    public func setLoading(_ loading: Bool, message: String = "Loading…") {
        isLoading = loading
        loadingMessage = message
    }

    /// What Retry on the error alert does; nil when the error offers only OK.
    @ObservationIgnored package private(set) var retryAction: (@MainActor () -> Void)?

    /// Shows `message` as an error (nil clears it); with `retry`, the alert offers Retry (which
    /// clears the error and runs it) beside Cancel.
    public func setError(_ message: String?, retry: (@MainActor () -> Void)? = nil) {
        errorMessage = message
        retryAction = message == nil ? nil : retry
    }

    /// Clears the error.
    package func clearError() {
        setError(nil)
    }

    /// Starts `work` on the main actor as this model's: it is cancelled when the model's screen
    /// leaves, and replays and tests wait for it to settle.
    ///
    /// ```swift
    /// func load() {
    ///     setLoading(true)
    ///     task { [weak self] in
    ///         let result = await Result { try await service.items() }
    ///         self?.setLoading(false)
    ///         …
    ///     }
    /// }
    /// ```
    @discardableResult
    public func task(_ work: @escaping @MainActor () async -> Void) -> OwnedTask {
        taskBag.start(ownerName: TypeName.of(type(of: self)), ledger: { [weak self] in self?.screen?.window?.taskLedger }, work)
    }

    /// Loads a value with `work` while the loading overlay says `message`, then hands it to
    /// `apply` — only while the model's screen is still there: leaving the screen cancels the
    /// load and nothing arrives. A failure shows the error with Retry, which loads again; when a
    /// retry fails too, the error says how many tries failed, so the alert visibly changes.
    ///
    /// ```swift
    /// func load() {
    ///     load("Loading products…", { [backend] in try await backend.featured() }) { [weak self] in
    ///         self?.products = $0
    ///     }
    /// }
    /// ```
    @discardableResult
    public func load<Value: Sendable>(_ message: String = "Loading…", _ work: @escaping @Sendable () async throws -> Value,
                                      then apply: @escaping @MainActor (Value) -> Void) -> OwnedTask {
        load(message, work, then: apply, attempt: 1)
    }

    private func load<Value: Sendable>(_ message: String, _ work: @escaping @Sendable () async throws -> Value,
                                       then apply: @escaping @MainActor (Value) -> Void, attempt: Int) -> OwnedTask {
        setLoading(true, message: message)
        return task { [weak self] in
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            setLoading(false)
            switch result {
            case .success(let value):
                apply(value)
            case .failure(let error) where error is CancellationError:
                break
            case .failure(let error):
                let tries = attempt > 1 ? " Tried \(attempt) times." : ""
                setError("\(error)\(tries)", retry: { [weak self] in _ = self?.load(message, work, then: apply, attempt: attempt + 1) })
            }
        }
    }

    /// The tasks this model started that still run.
    package var runningTasks: [OwnedTask] { taskBag.running }
}

extension BaseViewModel: TaskOwner {}
