// Wrong solution 13.3 · Every row is labelled with its weekday, under Today too
//
// What it gets wrong: rows under Today name today's weekday, where the display item's day must be empty.
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
            TodoRowDisplayItem(title: $0.name, dueDay: schedule.weekdayName(of: $0.dueDate))
          })
      })
  }
}
