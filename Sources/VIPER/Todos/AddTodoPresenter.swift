import Domain
import TextUI

/// Keeps what the user typed, asks the use case to save it, and shows the outcome.
///
/// After a save it dismisses the module through its router, then tells its delegate; a
/// problem stays on the screen until the user types again or saves again.
@MainActor
public final class AddTodoPresenter: AddTodoPresenterInterface, AddTodoInteractorOutput {
  public weak var view: (any AddTodoViewInterface)?
  /// Who hears the module's outcome; it presented this module, so this reference is weak.
  public weak var delegate: (any AddTodoModuleDelegate)?
  let interactor: any AddTodoInteractorInput
  let router: any AddTodoRouterInterface
  private var draft = TodoDraft()

  public init(interactor: any AddTodoInteractorInput, router: any AddTodoRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: AddTodoPresenterInterface

  public func viewDidLoad() {
    showDraft()
  }

  /// Shows the typed name; a problem shown by an earlier save is cleared.
  public func nameChanged(_ text: String) {
    draft.name = text
    showDraft()
    showProblem(nil)
  }

  /// Shows the typed due date; a problem shown by an earlier save is cleared.
  public func dueDateChanged(_ text: String) {
    draft.dueText = text
    showDraft()
    showProblem(nil)
  }

  public func saveTapped() async {
    Trace.message(
      from: "Presenter", to: "Interactor",
      "saveItem(from: TodoDraft(name: \(draft.name.debugDescription), dueText: \(draft.dueText.debugDescription)))")
    await interactor.saveItem(from: draft)
  }

  public func cancelTapped() {
    Trace.message(from: "Presenter", to: "Router", "dismissAddTodo()")
    router.dismissAddTodo()
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidCancel()")
    delegate?.addModuleDidCancel()
  }

  private func showDraft() {
    Trace.message(
      from: "Presenter", to: "View",
      "show(name: \(draft.name.debugDescription), due: \(draft.dueText.debugDescription))")
    view?.show(name: draft.name, due: draft.dueText)
  }

  private func showProblem(_ message: String?) {
    Trace.message(from: "Presenter", to: "View", "showProblem(\(message?.debugDescription ?? "nil"))")
    view?.showProblem(message)
  }

  // MARK: AddTodoInteractorOutput

  public func didSaveItem() async {
    Trace.message(from: "Presenter", to: "Router", "dismissAddTodo()")
    router.dismissAddTodo()
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidSaveItem()")
    await delegate?.addModuleDidSaveItem()
  }

  public func didRejectDraft(problem: TodoDraft.Problem) {
    showProblem(problem.message)
  }

  public func didFailToSaveItem(with error: StoreError) {
    showProblem("Could not save: \(error.message)")
  }
}
