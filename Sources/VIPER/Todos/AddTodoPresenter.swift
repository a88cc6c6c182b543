import Domain
import Tracing

/// Keeps what the user typed, asks the use case to save it, and shows the outcome.
///
/// After a save it dismisses the module through its router, then tells its delegate; a
/// problem stays on the screen until the user types again or saves again.
@MainActor
final class AddTodoPresenter: AddTodoPresenterInterface, AddTodoInteractorOutput {
  weak var view: (any AddTodoViewInterface)?
  /// Who hears the module's outcome; it presented this module, so this reference is weak.
  weak var delegate: (any AddTodoModuleDelegate)?
  let interactor: any AddTodoInteractorInput
  let router: any AddTodoRouterInterface
  private var draft = TodoDraft()

  init(interactor: any AddTodoInteractorInput, router: any AddTodoRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: AddTodoPresenterInterface

  func viewDidLoad() {
    showDraft()
  }

  /// Shows the typed name; a problem shown by an earlier save is cleared.
  func nameChanged(_ text: String) {
    draft.name = text
    showDraft()
    showProblem(nil)
  }

  /// Shows the typed due date; a problem shown by an earlier save is cleared.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    showDraft()
    showProblem(nil)
  }

  func saveTapped() async {
    await interactor.saveItem(from: draft)
  }

  func cancelTapped() {
    router.dismissAddTodo()
    delegate?.addModuleDidCancel()
  }

  private func showDraft() {
    view?.show(name: draft.name, due: draft.dueText)
  }

  private func showProblem(_ message: String?) {
    view?.showProblem(message)
  }

  // MARK: AddTodoInteractorOutput

  func didSaveItem() async {
    Trace.message(from: "Interactor", to: "Presenter", "didSaveItem()")
    router.dismissAddTodo()
    await delegate?.addModuleDidSaveItem()
  }

  func didRejectDraft(problem: TodoDraft.Problem) {
    Trace.message(from: "Interactor", to: "Presenter", "didRejectDraft(problem: .\(problem))")
    showProblem(problem.message)
  }

  func didFailToSaveItem(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToSaveItem(with: .\(error))")
    showProblem("Could not save: \(error.message)")
  }
}
