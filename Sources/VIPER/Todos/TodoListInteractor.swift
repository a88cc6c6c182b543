import Domain
import TextUI

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
      Trace.message(from: "Interactor", to: "Store", "allItems()")
      items = try await store.allItems()
    } catch {
      Trace.message(from: "Store", to: "Interactor", "failed: \(error.message)")
      Trace.message(from: "Interactor", to: "Presenter", "didFailToFindItems(with: error)")
      output?.didFailToFindItems(with: error)
      return
    }
    Trace.message(from: "Store", to: "Interactor", "\(items.count) items")
    let sections = schedule.sections(for: items)
    Trace.message(from: "Interactor", to: "Presenter", "didFindUpcoming(sections: \(sections.count) sections)")
    output?.didFindUpcoming(sections: sections)
  }
}
