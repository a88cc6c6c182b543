// MVVM · todos — the upcoming list and the add module of the VIPER article, told in MVVM+C.
//
// Start with TodoListViewModel: Domain's UpcomingSchedule decides which items show and in which
// group, and its due label (a weekday everywhere but under Today); the view model turns
// sections into rows, and TodoListView shows them in a TextUI ListPanel.
// `addTapped` goes through TodosCoordinator, which presents the Add screen; AddTodoViewModel
// validates its draft with Domain's TodoDraft and, once the item is stored, the coordinator
// dismisses it and tells the list view model which item was added; when the schedule will not
// list it (overdue, or after next week), the list says so in its notice until the next load.
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

/// What the to-do list view (and its coordinator) tell the view model: past-tense events.
@MainActor
protocol TodoListViewModelInputs: AnyObject {
  /// The screen appeared: the upcoming items load, in a task the view model keeps.
  func viewDidLoad()
  /// The user asked for the list again: a load still out is cancelled for a new one.
  func refreshRequested()
  /// The user tapped add: the Add screen is shown.
  func addTapped()
  /// `item` was stored elsewhere (the Add screen): the list loads again, with a
  /// notice when the list does not show `item`.
  func itemAdded(_ item: TodoItem)
}

/// What the to-do list view shows: observable, formatted view facts.
@MainActor
protocol TodoListViewModelOutputs: AnyObject {
  /// Says that the item just saved is not listed, and why, until the next load; otherwise `nil`.
  var notice: String? { get }
  /// The non-empty groups, in list order.
  var sections: [TodoSectionViewData] { get }
  var isLoading: Bool { get }
  var emptyMessage: String? { get }
  var errorAlert: AlertViewData? { get }
}

/// A to-do list view model, seen through its two faces.
@MainActor
protocol TodoListViewModelType: AnyObject {
  var inputs: any TodoListViewModelInputs { get }
  var outputs: any TodoListViewModelOutputs { get }
}
