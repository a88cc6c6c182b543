import Domain
import Tracing

/// The use case "add a to-do": validates a draft with Domain's rules and stores the item.
@MainActor
final class AddTodoInteractor: AddTodoInteractorInput {
  weak var output: (any AddTodoInteractorOutput)?
  private let store: any TodoStore
  private let parser: DueDateParser

  /// - Parameters:
  ///   - store: where the item is saved.
  ///   - parser: reads the due date typed, relative to today.
  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  func saveItem(from draft: TodoDraft) async {
    Trace.message(from: "Presenter", to: "Interactor", "saveItem(from: \(draft))")
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      output?.didRejectDraft(problem: error)
      return
    }
    do {
      try await store.save(item)
    } catch {
      output?.didFailToSaveItem(with: error)
      return
    }
    await output?.didSaveItem(item)
  }
}
