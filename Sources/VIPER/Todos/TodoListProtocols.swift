// VIPER · todos — the classic VIPER to-do app: an upcoming list module and an add module.
//
// Start with TodoListInteractor: it reads the store and asks Domain's UpcomingSchedule which
// items are upcoming and in which group. TodoListPresenter turns the sections into rows (a
// weekday everywhere but under Today). `add` goes to TodoListRouter, which presents the add
// module through its module interface (AddTodoModuleInterface); the add module reports back
// through AddTodoModuleDelegate, which the list presenter implements: a save reloads the list,
// and an item saved past or after next week is named in the list's notice (Domain's
// UpcomingSchedule.savedNotice).
// In `--trace`, each method one role calls on another across a seam with no edge object
// (interactor, presenter, router, module interface, module delegate) is reported by a
// decorator the module's assembly wires into that seam (Tracing/TodoListModule+Trace.swift and
// AddTodoModule+Trace.swift), so none of these roles mentions tracing.
import Domain

/// One formatted to-do row: its title is the item's name, its detail the day it is due, empty
/// under Today.
struct TodoRowDisplayItem: Equatable, Sendable {
  var title: String
  var detail: String
}

/// One group of the upcoming list, titled `Today`, `Tomorrow`, `Later this week` or `Next week`.
struct TodoSectionDisplayItem: Equatable, Sendable {
  var title: String
  var rows: [TodoRowDisplayItem]
}

/// What the list presenter tells its view (presenter → view).
@MainActor
protocol TodoListViewInterface: ListViewInterface {
  func show(sections: [TodoSectionDisplayItem])
  /// Shows a one-line notice above the list, e.g. that a saved item is not listed; loading, an
  /// empty state or an error hide it.
  func showNotice(_ text: String?)
}

/// What the list view tells its presenter (view → presenter).
@MainActor
protocol TodoListPresenterInterface: AnyObject {
  func viewDidLoad()
  func refreshRequested()
  func addTapped()
}

/// What the list presenter asks the use case to do (presenter → interactor).
@MainActor
protocol TodoListInteractorInput: AnyObject {
  /// Reads the store and reports the upcoming items, grouped in list order.
  func findUpcomingItems()
}

/// What the list use case reports back (interactor → presenter).
@MainActor
protocol TodoListInteractorOutput: AnyObject {
  /// The upcoming groups, empty ones left out; no sections means nothing is upcoming.
  func didFind(upcoming sections: [UpcomingSection])
  func didFailToFindItems(with error: StoreError)
}

/// Where the list can go (presenter → router).
@MainActor
protocol TodoListRouterInterface: AnyObject {
  /// Presents the add module, which reports to `delegate`, and waits until it has loaded.
  func presentAddTodo(delegate: any AddTodoModuleDelegate)
}
