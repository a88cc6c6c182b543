// Wrong solution 13.2 · Every row is labelled with tomorrow's weekday
//
// What it gets wrong: the day is the weekday after today, not the item's, so it is right under Tomorrow alone.
import Domain

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
          rows: section.items.map {
            TodoRowDisplayItem(
              title: $0.name,
              dueDay: section.group == .today ? "" : schedule.weekdayName(of: schedule.today.addingTimeInterval(86_400))
            )
          })
      })
  }
}
