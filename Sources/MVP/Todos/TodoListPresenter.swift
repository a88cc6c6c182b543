import Domain

/// Loads the stored items and shows the upcoming ones, grouped; after a save, says where a saved
/// item went when it is not among them.
@MainActor
final class TodoListPresenter {
  private weak var view: (any TodoListView)?
  private weak var coordinator: (any TodosCoordinating)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  init(store: any TodoStore, schedule: UpcomingSchedule, coordinator: any TodosCoordinating) {
    self.store = store
    self.schedule = schedule
    self.coordinator = coordinator
  }

  func attach(view: any TodoListView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadItems()
  }

  func refreshRequested() async {
    await loadItems()
  }

  func addTapped() async {
    await coordinator?.showAddItem()
  }

  /// Called by the coordinator when the add module stored `item`: the list reloads and, when
  /// `item` is not among the upcoming ones, says so until the next load.
  func itemAdded(_ item: TodoItem) async {
    await loadItems(notice: schedule.savedNotice(for: item))
  }

  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) async {
    view?.showLoading()
    let items: [TodoItem]
    do {
      items = try await store.allItems()
    } catch {
      view?.showError(title: FailureText.todosNotLoaded, message: error.message)
      return
    }
    let sections = schedule.sections(for: items)
    guard !sections.isEmpty else {
      view?.showEmptyState(message: UpcomingSchedule.emptyMessage, notice: notice)
      return
    }
    view?.show(
      sections: sections.map { section in
        TodoSectionViewData(
          title: section.group.rawValue,
          rows: section.items.map {
            TodoRowViewData(name: $0.name, weekday: schedule.dueLabel(of: $0, in: section.group))
          })
      },
      notice: notice)
  }
}
