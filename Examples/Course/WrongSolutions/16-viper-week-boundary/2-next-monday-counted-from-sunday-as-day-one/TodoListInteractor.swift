// Wrong solution 16.2 · Tomorrow first, with next Monday counted from the weekday number
//
// What it gets wrong: it takes weekday 1 for Monday when it is Sunday, so next week starts a day early on every day but the weekend.
import Domain
import Foundation

/// Finds the upcoming to-dos and groups them by how soon they are due.
@MainActor
final class TodoListInteractor: TodoListInteractorInput {
  weak var output: (any TodoListInteractorOutput)?
  private let store: any TodoStore
  private let today: Date
  private let calendar: Calendar
  /// The search in flight: a newer one cancels it, and so does the interactor's end.
  private var findTask: Task<Void, Never>?

  /// - Parameters:
  ///   - today: any moment of the day that counts as today.
  ///   - calendar: the calendar whose time zone decides where days begin; weeks are ISO-8601
  ///     weeks (Monday first) whatever it says.
  init(store: any TodoStore, today: Date, calendar: Calendar) {
    self.store = store
    self.today = today
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = calendar.timeZone
    self.calendar = iso
  }

  deinit {
    findTask?.cancel()
  }

  func findUpcomingItems() {
    findTask?.cancel()
    findTask = Task { [weak self, store] in
      let items: [TodoItem]
      do throws(StoreError) {
        items = try await store.allItems()
      } catch {
        guard let self, !Task.isCancelled else { return }
        output?.failedToFindItems(because: error.message)
        return
      }
      guard let self, !Task.isCancelled else { return }
      let grouped = Dictionary(grouping: items.compactMap { item in group(of: item.dueDate).map { ($0, item) } }) {
        $0.0
      }
      output?.foundUpcomingItems(
        UpcomingGroup.allCases.compactMap { group in
          guard let members = grouped[group]?.map(\.1), !members.isEmpty else { return nil }
          let sorted = members.sorted { ($0.dueDate, $0.name) < ($1.dueDate, $1.name) }
          return (group, sorted.map { UpcomingItem(name: $0.name, dueDate: $0.dueDate) })
        })
    }
  }

  /// The group `date` falls in, or `nil` when it is overdue or after next week.
  func group(of date: Date) -> UpcomingGroup? {
    let startOfToday = calendar.startOfDay(for: today)
    let startOfTomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday)!
    let startOfDayAfter = calendar.date(byAdding: .day, value: 2, to: startOfToday)!
    let daysToNextMonday = 8 - calendar.component(.weekday, from: startOfToday)
    let startOfNextWeek = calendar.date(byAdding: .day, value: daysToNextMonday, to: startOfToday)!
    let endOfNextWeek = calendar.date(byAdding: .day, value: 7, to: startOfNextWeek)!
    if date < startOfToday || date >= endOfNextWeek { return nil }
    if date < startOfTomorrow { return .today }
    if date < startOfDayAfter { return .tomorrow }
    if date < startOfNextWeek { return .laterThisWeek }
    return .nextWeek
  }
}
