// MVP · todos — the upcoming list and the add module of the VIPER article, told in MVP+C.
//
// Start with TodoListPresenter: Domain's UpcomingSchedule decides which items show, in which
// group, and each row's due label (no weekday under Today); the presenter turns sections into
// view data. `add` goes through TodosCoordinator, which presents the add module and, when
// AddTodoPresenter reports it is done, dismisses it and, after a save, hands the saved item to
// the list, which reloads and, if the item is not among the upcoming ones, says so. The
// Add screen keeps the name as typed, as a text field does; its presenter shows the due field as
// the day it names (Domain's DueDateParser.preview), validates and saves.
// `--trace` reports each presenter call where it lands: at the start of a view or coordinator
// method.

import Domain

/// One formatted to-do row: its name, and the day it is due as `detail`, empty under Today.
struct TodoRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// One group of the upcoming list, titled `Today`, `Tomorrow`, `Later this week` or `Next week`.
struct TodoSectionViewData: Equatable, Sendable {
  var title: String
  var rows: [TodoRowViewData]
}

/// What the list presenter can tell its view: the groups or the empty state, with a one-line
/// notice above them when there is one, such as where a saved item went.
@MainActor
protocol TodoListViewInterface: ListViewInterface {
  func show(sections: [TodoSectionViewData], notice: String?)
  func showEmptyState(message: String, notice: String?)
}

/// What the add presenter can tell its view. The name field shows what the user typed, as a
/// text field does; the presenter says how the due field reads and what, if anything, kept the
/// item from being saved.
@MainActor
protocol AddTodoViewInterface: AnyObject {
  /// Shows the due field, e.g. `tomorrow (Thu 19 Nov 2026)`, and why the last save failed;
  /// `nil` takes the problem away.
  func show(due: String, problem: String?)
}

/// Where the to-do presenters navigate; the coordinator implements it.
@MainActor
protocol TodosCoordinating: AnyObject {
  /// Presents the Add screen.
  func showAddItem()
  /// The Add screen stored `item`: dismisses it, and the list loads again.
  func addItemDidSave(_ item: TodoItem)
  /// The Add screen was cancelled: dismisses it.
  func addItemDidCancel()
}
