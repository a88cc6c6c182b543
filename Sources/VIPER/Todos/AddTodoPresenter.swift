import Domain

/// Keeps what the user typed, asks the use case to save it, and shows the outcome.
///
/// The due field shows the day the typed text will be saved as (Domain's preview), so
/// `tomorrow` reads `tomorrow (Thu 19 Nov 2026)` before the user saves.
///
/// After a save it dismisses the module through its router, then tells its delegate the item
/// saved; a
/// problem stays on the screen until the user types again or saves again.
@MainActor
final class AddTodoPresenter: AddTodoPresenterInterface, AddTodoInteractorOutput {
  weak var view: (any AddTodoViewInterface)?
  /// Who hears the module's outcome; it presented this module, so this reference is weak.
  weak var delegate: (any AddTodoModuleDelegate)?
  let interactor: any AddTodoInteractorInput
  let router: any AddTodoRouterInterface
  private let parser: DueDateParser
  private var draft = TodoDraft()

  /// - Parameters:
  ///   - interactor: the use case that validates and stores the draft.
  ///   - router: what dismisses the module.
  ///   - parser: reads the typed due date relative to today, for the day the field shows.
  init(interactor: any AddTodoInteractorInput, router: any AddTodoRouterInterface, parser: DueDateParser) {
    self.interactor = interactor
    self.router = router
    self.parser = parser
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

  /// Shows the typed due date and the day it names; a problem shown by an earlier save is
  /// cleared.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    showDraft()
    showProblem(nil)
  }

  func saveTapped() {
    interactor.saveItem(from: draft)
  }

  func cancelTapped() {
    router.dismissAddTodo()
    delegate?.addModuleDidCancel()
  }

  private func showDraft() {
    view?.show(name: draft.name, due: parser.preview(of: draft.dueText))
  }

  private func showProblem(_ message: String?) {
    view?.showProblem(message)
  }

  // MARK: AddTodoInteractorOutput

  func didSaveItem(_ item: TodoItem) {
    router.dismissAddTodo()
    delegate?.addModuleDidSaveItem(item)
  }

  func didRejectDraft(problem: TodoDraft.Problem) {
    showProblem(problem.message)
  }

  func didFailToSaveItem(with error: StoreError) {
    showProblem(FailureText.itemNotSaved(error.message))
  }
}
