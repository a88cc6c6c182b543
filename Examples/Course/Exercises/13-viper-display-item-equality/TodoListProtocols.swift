import Domain

/// What the presenter tells the list's view.
@MainActor
protocol TodoListViewInterface: AnyObject {
  func showNoContentMessage(_ message: String)
  func showUpcoming(sections: [TodoSectionDisplayItem])
}

/// What the interactor tells the presenter: the upcoming items, grouped by Domain's schedule.
@MainActor
protocol TodoListInteractorOutput: AnyObject {
  func foundUpcomingItems(_ sections: [UpcomingSection])
}
