import Domain

/// Holds the draft of the Add screen, shows the day the typed due date names, validates the
/// draft with Domain's rules and stores it.
@MainActor
final class AddTodoPresenter {
  private weak var view: (any AddTodoViewInterface)?
  private weak var coordinator: (any TodosCoordinating)?
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()
  private var problem: String?
  /// The save in flight: while it is out, a second tap saves nothing more.
  private var saveTask: Task<Void, Never>?

  init(store: any TodoStore, parser: DueDateParser, coordinator: any TodosCoordinating) {
    self.store = store
    self.parser = parser
    self.coordinator = coordinator
  }

  deinit {
    saveTask?.cancel()
  }

  func attach(view: any AddTodoViewInterface) {
    self.view = view
  }

  /// Nothing to load: the form starts empty.
  func viewDidLoad() {}

  /// Keeps the typed name; a problem shown by an earlier save is cleared.
  func nameChanged(_ text: String) {
    draft.name = text
    guard problem != nil else { return }
    showDraft(problem: nil)
  }

  /// Keeps the typed due date and shows the day it names; a problem shown by an earlier save is
  /// cleared.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    showDraft(problem: nil)
  }

  /// Saves a valid draft in a task the presenter keeps; a tap while that save is out is the
  /// same tap again, so it saves nothing more, and a failed save lets the next tap try again.
  func saveTapped() {
    guard saveTask == nil else { return }
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      showDraft(problem: error.message)
      return
    }
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        self?.saveTask = nil
        self?.showDraft(problem: FailureText.itemNotSaved(error.message))
        return
      }
      self?.coordinator?.addItemDidSave(item)
    }
  }

  func cancelTapped() {
    coordinator?.addItemDidCancel()
  }

  /// Shows the due field as the day it will be saved, e.g. `tomorrow (Thu 19 Nov 2026)`, and
  /// `problem`, or none.
  private func showDraft(problem: String?) {
    self.problem = problem
    view?.show(due: parser.preview(of: draft.dueText), problem: problem)
  }
}
