import Domain

/// Holds the draft of the Add screen, validates it with Domain's rules and stores it.
@MainActor
public final class AddTodoPresenter {
  private weak var view: (any AddTodoView)?
  private weak var navigator: (any TodosNavigating)?
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()

  public init(store: any TodoStore, parser: DueDateParser, navigator: any TodosNavigating) {
    self.store = store
    self.parser = parser
    self.navigator = navigator
  }

  public func attach(view: any AddTodoView) {
    self.view = view
  }

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
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      view?.showProblem(error.message)
      return
    }
    do {
      try await store.save(item)
    } catch {
      view?.showProblem("Could not save: \(error.message)")
      return
    }
    await navigator?.addItemDidSave()
  }

  public func cancelTapped() {
    navigator?.addItemDidCancel()
  }
}
