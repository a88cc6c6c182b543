import Domain

/// Validates a draft with Domain's rules and stores the item.
@MainActor
final class AddTodoInteractor: AddTodoInteractorInput {
  weak var output: (any AddTodoInteractorOutput)?
  private let store: any TodoStore
  private let parser: DueDateParser

  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  func save(_ draft: TodoDraft) async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      output?.didFailToSave(because: error.message)
      return
    }
    do {
      try await store.save(item)
    } catch {
      output?.didFailToSave(because: FailureText.itemNotSaved(error.message))
      return
    }
    await output?.didSave(item)
  }
}
