import Domain

/// Keeps the draft, asks the interactor to save it, and tells the presenting module what happened.
@MainActor
final class AddTodoPresenter: AddTodoPresenterInterface, AddTodoInteractorOutput {
  weak var view: (any AddTodoViewInterface)?
  /// The module that presented this one; held weakly.
  weak var moduleDelegate: (any AddTodoModuleDelegate)?
  private let interactor: any AddTodoInteractorInput
  private let parser: DueDateParser
  private var draft = TodoDraft()
  private var problem: String?

  init(interactor: any AddTodoInteractorInput, parser: DueDateParser) {
    self.interactor = interactor
    self.parser = parser
  }

  func viewDidLoad() {
    showDraft()
  }

  func nameChanged(_ text: String) {
    draft.name = text
    problem = nil
    showDraft()
  }

  func dueDateChanged(_ text: String) {
    draft.dueText = text
    problem = nil
    showDraft()
  }

  // MARK: AddTodoModuleInterface

  func cancelAddAction() {
    moduleDelegate?.addModuleDidCancelAddAction()
  }

  func saveAddAction() {
    interactor.save(draft)
  }

  // MARK: AddTodoInteractorOutput

  func didSave(_ item: TodoItem) {
    moduleDelegate?.addModuleDidSaveAddAction(item)
  }

  func didFailToSave(because problem: String) {
    self.problem = problem
    showDraft()
  }

  private func showDraft() {
    view?.show(name: draft.name, due: parser.preview(of: draft.dueText), problem: problem)
  }
}
