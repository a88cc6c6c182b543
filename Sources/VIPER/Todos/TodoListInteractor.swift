import Domain

/// The use case "what is coming up": reads the store and applies Domain's upcoming rule.
@MainActor
final class TodoListInteractor: TodoListInteractorInput {
  weak var output: (any TodoListInteractorOutput)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule
  /// The search in flight: a newer one cancels it, and so does the interactor's end.
  private var findTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which day is today, and the rule that groups the items.
  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  deinit {
    findTask?.cancel()
  }

  /// Reads the store in a task the interactor keeps, cancelling the search still out: only the
  /// newest answer reaches the presenter.
  func findUpcomingItems() {
    findTask?.cancel()
    findTask = Task { [weak self, store, schedule] in
      do throws(StoreError) {
        let items = try await store.allItems()
        guard !Task.isCancelled else { return }
        self?.output?.didFind(upcoming: schedule.sections(for: items))
      } catch {
        guard !Task.isCancelled else { return }
        self?.output?.didFailToFindItems(with: error)
      }
    }
  }
}
