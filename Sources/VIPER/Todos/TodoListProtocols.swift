// VIPER · todos — the classic VIPER to-do app: an upcoming list module and an add module.
//
// Start with TodoListInteractor: it reads the store and asks Domain's UpcomingSchedule which
// items are upcoming and in which group. TodoListPresenter turns the sections into rows (a
// weekday everywhere but under Today). `add` goes to TodoListRouter, which presents the add
// module through its module interface (AddTodoModuleInterface); the add module reports back
// through AddTodoModuleDelegate, which the list presenter implements: a save reloads the list.
import Domain

/// One formatted to-do row: the weekday is empty under Today.
public struct TodoRowDisplayItem: Equatable, Sendable {
  public var name: String
  public var weekday: String

  public init(name: String, weekday: String) {
    self.name = name
    self.weekday = weekday
  }
}

/// One group of the upcoming list, titled `Today`, `Tomorrow`, `Later this week` or `Next week`.
public struct TodoSectionDisplayItem: Equatable, Sendable {
  public var title: String
  public var rows: [TodoRowDisplayItem]

  public init(title: String, rows: [TodoRowDisplayItem]) {
    self.title = title
    self.rows = rows
  }
}

/// What the list presenter tells its view (presenter → view).
@MainActor
public protocol TodoListViewInterface: AnyObject {
  func showLoading()
  func show(sections: [TodoSectionDisplayItem])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}

/// What the list view tells its presenter (view → presenter).
@MainActor
public protocol TodoListPresenterInterface: AnyObject {
  func viewDidLoad() async
  func refreshRequested() async
  func addTapped() async
}

/// What the list presenter asks the use case to do (presenter → interactor).
@MainActor
public protocol TodoListInteractorInput: AnyObject {
  /// Reads the store and reports the upcoming items, grouped in list order.
  func findUpcomingItems() async
}

/// What the list use case reports back (interactor → presenter).
@MainActor
public protocol TodoListInteractorOutput: AnyObject {
  /// The upcoming groups, empty ones left out; no sections means nothing is upcoming.
  func didFindUpcoming(sections: [UpcomingSection])
  func didFailToFindItems(with error: StoreError)
}

/// Where the list can go (presenter → router).
@MainActor
public protocol TodoListRouterInterface: AnyObject {
  /// Presents the add module, which reports to `delegate`, and waits until it has loaded.
  func presentAddTodo(delegate: any AddTodoModuleDelegate) async
}
