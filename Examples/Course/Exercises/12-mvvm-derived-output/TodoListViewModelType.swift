import Domain

/// One formatted to-do row: the name, and the weekday it is due (empty under Today).
struct TodoRowViewData: Equatable, Sendable {
  var name: String
  var dueLabel: String
}

/// One group of the upcoming list: `Today`, `Tomorrow`, `Later this week` or `Next week`.
struct TodoSectionViewData: Equatable, Sendable {
  var header: String
  var rows: [TodoRowViewData]
}

/// What the list's view and its coordinator tell the view model.
@MainActor
protocol TodoListViewModelInputs: AnyObject {
  func viewDidLoad()
  func refreshRequested()
  /// The Add screen stored `item` (the coordinator says so, then dismisses it).
  func todoSaved(_ item: TodoItem)
}

/// What the view model states for the view to show.
@MainActor
protocol TodoListViewModelOutputs: AnyObject {
  var isLoading: Bool { get }
  var errorMessage: String? { get }
  var sections: [TodoSectionViewData] { get }
  /// What the list says when nothing is upcoming, or `nil` when something is.
  var emptyMessage: String? { get }
  /// A one-line notice above the list: a saved item the list will not show says so, until
  /// the next load.
  var notice: String? { get }
}
