import Domain
import TextUI

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
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      showProblem(error.message)
      return
    }
    do {
      Trace.message(from: "Presenter", to: "Store", "save(\(item.name.debugDescription))")
      try await store.save(item)
      Trace.message(from: "Store", to: "Presenter", "saved")
    } catch {
      Trace.message(from: "Store", to: "Presenter", "failed: \(error.message)")
      showProblem("Could not save: \(error.message)")
      return
    }
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidSave()")
    await navigator?.addItemDidSave()
  }

  public func cancelTapped() {
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidCancel()")
    navigator?.addItemDidCancel()
  }

  private func showDraft() {
    Trace.message(
      from: "Presenter", to: "View",
      "show(name: \(draft.name.debugDescription), due: \(draft.dueText.debugDescription))")
    view?.show(name: draft.name, due: draft.dueText)
  }

  private func showProblem(_ message: String?) {
    Trace.message(from: "Presenter", to: "View", "showProblem(\(message.map(\.debugDescription) ?? "nil"))")
    view?.showProblem(message)
  }
}
