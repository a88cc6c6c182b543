import Domain

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
    view?.show(name: draft.name, due: draft.dueText)
  }

  /// Shows the typed name; a problem shown by an earlier save is cleared.
  public func nameChanged(_ text: String) {
    draft.name = text
    view?.show(name: draft.name, due: draft.dueText)
    view?.showProblem(nil)
  }

  /// Shows the typed due date; a problem shown by an earlier save is cleared.
  public func dueDateChanged(_ text: String) {
    draft.dueText = text
    view?.show(name: draft.name, due: draft.dueText)
    view?.showProblem(nil)
  }

  public func saveTapped() async {
    await interactor.saveItem(from: draft)
  }

  public func cancelTapped() {
    router.dismissAddTodo()
    delegate?.addModuleDidCancel()
  }

  // MARK: AddTodoInteractorOutput

  public func didSaveItem() async {
    router.dismissAddTodo()
    await delegate?.addModuleDidSaveItem()
  }

  public func didRejectDraft(problem: TodoDraft.Problem) {
    view?.showProblem(problem.message)
  }

  public func didFailToSaveItem(with error: StoreError) {
    view?.showProblem("Could not save: \(error.message)")
  }
}
