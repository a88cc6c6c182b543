import Domain

/// Holds the draft of the Add screen, validates it with Domain's rules and stores it.
@MainActor
final class AddTodoPresenter {
  private weak var view: (any AddTodoView)?
  private weak var navigator: (any TodosNavigating)?
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()
  private var showsProblem = false

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
    clearProblem()
  }

  /// Keeps the typed due date; a problem shown by an earlier save is cleared.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    clearProblem()
  }

  func saveTapped() async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      showProblem(error.message)
      return
    }
    do {
      try await store.save(item)
    } catch {
      showProblem("Could not save: \(error.message)")
      return
    }
    await navigator?.addItemDidFinish(saved: true)
  }

  func cancelTapped() async {
    await navigator?.addItemDidFinish(saved: false)
  }

  private func showProblem(_ message: String) {
    showsProblem = true
    view?.showProblem(message)
  }

  private func clearProblem() {
    guard showsProblem else { return }
    showsProblem = false
    view?.showProblem(nil)
  }
}
