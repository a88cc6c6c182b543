import Domain

/// Holds the draft of the Add screen, shows the day the typed due date names, validates the
/// draft with Domain's rules and stores it.
@MainActor
final class AddTodoPresenter {
  private weak var view: (any AddTodoView)?
  private weak var navigator: (any TodosNavigating)?
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()
  private var problem: String?

  init(store: any TodoStore, parser: DueDateParser, navigator: any TodosNavigating) {
    self.store = store
    self.parser = parser
    self.navigator = navigator
  }

  func attach(view: any AddTodoView) {
    self.view = view
  }

  /// Nothing to load: the form starts empty.
  func viewDidLoad() {}

  /// Keeps the typed name; a problem shown by an earlier save is cleared.
  func nameChanged(_ text: String) {
    draft.name = text
    guard problem != nil else { return }
    show(problem: nil)
  }

  /// Keeps the typed due date and shows the day it names; a problem shown by an earlier save is
  /// cleared.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    show(problem: nil)
  }

  func saveTapped() async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      show(problem: error.message)
      return
    }
    do {
      try await store.save(item)
    } catch {
      show(problem: FailureText.itemNotSaved(error.message))
      return
    }
    await navigator?.addItemDidFinish(saved: item)
  }

  func cancelTapped() async {
    await navigator?.addItemDidFinish(saved: nil)
  }

  /// Shows the due field as the day it will be saved, e.g. `tomorrow (Thu 19 Nov 2026)`, and
  /// `problem`, or none.
  private func show(problem: String?) {
    self.problem = problem
    view?.show(due: parser.preview(of: draft.dueText), problem: problem)
  }
}
