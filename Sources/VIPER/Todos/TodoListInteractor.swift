import Domain

/// The use case "what is coming up": reads the store and applies Domain's upcoming rule.
@MainActor
public final class TodoListInteractor: TodoListInteractorInput {
  public weak var output: (any TodoListInteractorOutput)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which day is today, and the rule that groups the items.
  public init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  public func findUpcomingItems() async {
    let items: [TodoItem]
    do {
      items = try await store.allItems()
    } catch {
      output?.didFailToFindItems(with: error)
      return
    }
    output?.didFindUpcoming(sections: schedule.sections(for: items))
  }
}
