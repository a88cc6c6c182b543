import Domain
import Tracing

/// Turns list events into use-case requests and upcoming sections into rows; hears the add
/// module's outcome as its delegate.
@MainActor
final class TodoListPresenter: TodoListPresenterInterface, TodoListInteractorOutput {
  weak var view: (any TodoListViewInterface)?
  let interactor: any TodoListInteractorInput
  let router: any TodoListRouterInterface
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - interactor: the use case that finds the upcoming items.
  ///   - router: where `add` goes.
  ///   - schedule: the calendar the due labels are written in.
  init(interactor: any TodoListInteractorInput, router: any TodoListRouterInterface, schedule: UpcomingSchedule) {
    self.interactor = interactor
    self.router = router
    self.schedule = schedule
  }

  // MARK: TodoListPresenterInterface

  func viewDidLoad() async {
    await loadItems()
  }

  func refreshRequested() async {
    await loadItems()
  }

  func addTapped() async {
    await router.presentAddTodo(delegate: self)
  }

  private func loadItems() async {
    view?.showLoading()
    await interactor.findUpcomingItems()
  }

  // MARK: TodoListInteractorOutput

  func didFind(upcoming sections: [UpcomingSection]) {
    Trace.message(from: "Interactor", to: "Presenter", "didFind(upcoming: \(Trace.counted(sections.count, "section")))")
    guard !sections.isEmpty else {
      view?.showEmptyState(message: "No upcoming items")
      return
    }
    view?.show(
      sections: sections.map { section in
        TodoSectionDisplayItem(
          title: section.group.rawValue,
          rows: section.items.map {
            TodoRowDisplayItem(name: $0.name, weekday: schedule.dueLabel(of: $0, in: section.group))
          })
      })
  }

  func didFailToFindItems(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToFindItems(with: .\(error))")
    view?.showError(title: "Could not load to-dos", message: error.message)
  }
}

extension TodoListPresenter: AddTodoModuleDelegate {
  /// The add module stored an item (and has closed): the list reloads.
  func addModuleDidSaveItem() async {
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidSaveItem()")
    await loadItems()
  }

  /// The add module closed without saving: the list stays as it is.
  func addModuleDidCancel() {
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidCancel()")
  }
}
