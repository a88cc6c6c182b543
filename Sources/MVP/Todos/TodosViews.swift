// MVP · todos — the upcoming list and the add module of the VIPER article, told in MVP+C.
//
// Start with TodoListPresenter: Domain's UpcomingSchedule decides which items show and in
// which group; the presenter turns sections into rows (a weekday everywhere but under Today).
// `add` goes through TodosCoordinator, which presents the add module and, when AddTodoPresenter
// reports a save, dismisses it and has the list reload.
import Domain

/// One formatted to-do row: the weekday is empty under Today.
public struct TodoRowViewData: Equatable, Sendable {
  public var name: String
  public var weekday: String
}

/// One group of the upcoming list, titled `Today`, `Tomorrow`, `Later this week` or `Next week`.
public struct TodoSectionViewData: Equatable, Sendable {
  public var title: String
  public var rows: [TodoRowViewData]
}

/// What the list presenter can tell its view.
@MainActor
public protocol TodoListView: AnyObject {
  func showLoading()
  func show(sections: [TodoSectionViewData])
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}

/// What the add presenter can tell its view.
@MainActor
public protocol AddTodoView: AnyObject {
  func show(name: String, due: String)
  func showProblem(_ message: String?)
}

/// Where the to-do presenters navigate; the coordinator implements it.
@MainActor
public protocol TodosNavigating: AnyObject {
  func showAddItem() async
  func addItemDidSave() async
  func addItemDidCancel()
}
