import Domain

/// Turns list events into use-case requests and upcoming sections into rows; hears the add
/// module's outcome as its delegate.
///
/// After a save the list reloads; when the saved item is not among the upcoming ones (past, or
/// after next week) the reloaded list says so in its notice (Domain's `savedNotice`), until
/// the list next loads.
@MainActor
final class TodoListPresenter: TodoListPresenterInterface, TodoListInteractorOutput {
  weak var view: (any TodoListViewInterface)?
  let interactor: any TodoListInteractorInput
  let router: any TodoListRouterInterface
  private let schedule: UpcomingSchedule
  /// The notice the load under way shows once it has found the items, if any.
  private var noticeAfterLoad: String?

  /// - Parameters:
  ///   - interactor: the use case that finds the upcoming items.
  ///   - router: where `add` goes.
  ///   - schedule: the calendar the due labels are written in, and which saved items are listed.
  init(interactor: any TodoListInteractorInput, router: any TodoListRouterInterface, schedule: UpcomingSchedule) {
    self.interactor = interactor
    self.router = router
    self.schedule = schedule
  }

  // MARK: TodoListPresenterInterface

  func viewDidLoad() {
    loadItems()
  }

  func refreshRequested() {
    loadItems()
  }

  func addTapped() {
    router.presentAddTodo(delegate: self)
  }

  /// Shows loading (which hides any notice) and asks for the items.
  ///
  /// - Parameter notice: what the list says once the items are found.
  private func loadItems(notice: String? = nil) {
    noticeAfterLoad = notice
    view?.showLoading()
    interactor.findUpcomingItems()
  }

  // MARK: TodoListInteractorOutput

  func didFind(upcoming sections: [UpcomingSection]) {
    if sections.isEmpty {
      view?.showEmptyState(message: UpcomingSchedule.emptyMessage)
    } else {
      view?.show(
        sections: sections.map { section in
          TodoSectionDisplayItem(
            title: section.group.rawValue,
            rows: section.items.map {
              TodoRowDisplayItem(title: $0.name, detail: schedule.dueLabel(of: $0, in: section.group))
            })
        })
    }
    if let notice = noticeAfterLoad {
      view?.showNotice(notice)
    }
    noticeAfterLoad = nil
  }

  func didFailToFindItems(with error: StoreError) {
    noticeAfterLoad = nil
    view?.showError(title: FailureText.todosNotLoaded, message: error.message)
  }
}

extension TodoListPresenter: AddTodoModuleDelegate {
  /// The add module stored `item` (and has closed): the list reloads, and says where the item
  /// went when it is not listed.
  func addModuleDidSaveItem(_ item: TodoItem) {
    loadItems(notice: schedule.savedNotice(for: item))
  }

  /// The add module closed without saving: the list stays as it is.
  func addModuleDidCancel() {
  }
}
