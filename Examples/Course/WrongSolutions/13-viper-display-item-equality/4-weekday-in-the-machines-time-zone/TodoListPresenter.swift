// Wrong solution 13.4 · Each row names its weekday, read on the machine's calendar
//
// What it gets wrong: the weekday is read in the machine's time zone, not the schedule's, so an item due near midnight is labelled with the day before or after.
import Domain
import Foundation

/// Turns the upcoming items the interactor found into display items for the view.
@MainActor
final class TodoListPresenter: TodoListInteractorOutput {
  weak var view: (any TodoListViewInterface)?
  private let schedule: UpcomingSchedule

  init(schedule: UpcomingSchedule) {
    self.schedule = schedule
  }

  func foundUpcomingItems(_ sections: [UpcomingSection]) {
    guard !sections.isEmpty else {
      view?.showNoContentMessage(UpcomingSchedule.emptyMessage)
      return
    }
    view?.showUpcoming(
      sections: sections.map { section in
        TodoSectionDisplayItem(
          header: section.group.rawValue,
          rows: section.items.map { item in
            TodoRowDisplayItem(title: item.name, dueDay: section.group == .today ? "" : Self.weekday(of: item.dueDate))
          })
      })
  }

  /// The weekday `date` falls on, e.g. `Thursday`.
  private static func weekday(of date: Date) -> String {
    let calendar = Calendar.current
    return calendar.standaloneWeekdaySymbols[calendar.component(.weekday, from: date) - 1]
  }
}
