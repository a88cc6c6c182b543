import Domain

/// Turns the upcoming items the interactor found into display items for the view.
///
/// Each row's day is the weekday the item is due, as Domain's schedule labels it (nothing under
/// Today, where the day goes without saying).
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
            TodoRowDisplayItem(title: $0.name, dueDay: schedule.dueLabel(of: $0, in: section.group))
          })
      })
  }
}
