import Domain
import Tracing

/// The use case "what is coming up": reads the store and applies Domain's upcoming rule.
@MainActor
final class TodoListInteractor: TodoListInteractorInput {
  weak var output: (any TodoListInteractorOutput)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which day is today, and the rule that groups the items.
  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  func findUpcomingItems() async {
    Trace.message(from: "Presenter", to: "Interactor", "findUpcomingItems()")
    do {
      let items = try await store.allItems()
      output?.didFind(upcoming: schedule.sections(for: items))
    } catch {
      output?.didFailToFindItems(with: error)
    }
  }
}
