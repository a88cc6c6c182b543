import Domain

/// Validates a draft with Domain's rules and stores the item.
@MainActor
final class AddTodoInteractor: AddTodoInteractorInput {
  weak var output: (any AddTodoInteractorOutput)?
  private let store: any TodoStore
  private let parser: DueDateParser
  /// The save in flight: a second tap while it is out saves nothing more.
  private var saveTask: Task<Void, Never>?

  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  deinit {
    saveTask?.cancel()
  }

  func save(_ draft: TodoDraft) {
    guard saveTask == nil else { return }
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      output?.didFailToSave(because: error.message)
      return
    }
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        self?.saveTask = nil
        self?.output?.didFailToSave(because: FailureText.itemNotSaved(error.message))
        return
      }
      self?.output?.didSave(item)
    }
  }
}
