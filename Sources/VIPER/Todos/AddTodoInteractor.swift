import Domain

/// The use case "add a to-do": validates a draft with Domain's rules and stores the item.
@MainActor
final class AddTodoInteractor: AddTodoInteractorInput {
  weak var output: (any AddTodoInteractorOutput)?
  private let store: any TodoStore
  private let parser: DueDateParser
  /// The save in flight: while it is out, a second save asked for saves nothing more.
  private var saveTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where the item is saved.
  ///   - parser: reads the due date typed, relative to today.
  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  deinit {
    saveTask?.cancel()
  }

  /// Saves a valid draft in a task the interactor keeps; a second save asked for while that
  /// one is out saves nothing more, and a failed save lets the next one try again.
  func saveItem(from draft: TodoDraft) {
    guard saveTask == nil else { return }
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      output?.didRejectDraft(problem: error)
      return
    }
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        self?.saveTask = nil
        self?.output?.didFailToSaveItem(with: error)
        return
      }
      self?.output?.didSaveItem(item)
    }
  }
}
