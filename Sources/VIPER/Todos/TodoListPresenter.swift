import Domain
import TextUI

/// Turns list events into use-case requests and upcoming sections into rows; hears the add
/// module's outcome as its delegate.
@MainActor
public final class TodoListPresenter: TodoListPresenterInterface, TodoListInteractorOutput {
  public weak var view: (any TodoListViewInterface)?
  let interactor: any TodoListInteractorInput
  let router: any TodoListRouterInterface
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - interactor: the use case that finds the upcoming items.
  ///   - router: where `add` goes.
  ///   - schedule: the calendar the weekday names are written in.
  public init(
    interactor: any TodoListInteractorInput, router: any TodoListRouterInterface, schedule: UpcomingSchedule
  ) {
    self.interactor = interactor
    self.router = router
    self.schedule = schedule
  }

  // MARK: TodoListPresenterInterface

  public func viewDidLoad() async {
    await loadItems()
  }

  public func refreshRequested() async {
    await loadItems()
  }

  public func addTapped() async {
    Trace.message(from: "Presenter", to: "Router", "presentAddTodo(delegate: self)")
    await router.presentAddTodo(delegate: self)
  }

  private func loadItems() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    Trace.message(from: "Presenter", to: "Interactor", "findUpcomingItems()")
    await interactor.findUpcomingItems()
  }

  // MARK: TodoListInteractorOutput

  public func didFindUpcoming(sections: [UpcomingSection]) {
    guard !sections.isEmpty else {
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\"No upcoming items\")")
      view?.showEmptyState(message: "No upcoming items")
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(sections: \(sections.count) sections)")
    view?.show(
      sections: sections.map { section in
        TodoSectionDisplayItem(
          title: section.group.rawValue,
          rows: section.items.map { item in
            TodoRowDisplayItem(
              name: item.name,
              weekday: section.group == .today ? "" : schedule.weekdayName(of: item.dueDate))
          })
      })
  }

  public func didFailToFindItems(with error: StoreError) {
    Trace.message(from: "Presenter", to: "View", "showError(\"Could not load to-dos\")")
    view?.showError(title: "Could not load to-dos", message: error.message)
  }
}

extension TodoListPresenter: AddTodoModuleDelegate {
  /// The add module stored an item (and has closed): the list reloads.
  public func addModuleDidSaveItem() async {
    await loadItems()
  }

  /// The add module closed without saving: the list stays as it is.
  public func addModuleDidCancel() {}
}
