import Domain

/// Loads the stored items and shows the upcoming ones, grouped; after a save, says where a saved
/// item went when it is not among them.
@MainActor
final class TodoListPresenter {
  private weak var view: (any TodoListViewInterface)?
  private weak var coordinator: (any TodosCoordinating)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule
  /// The load in flight: a newer one cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(store: any TodoStore, schedule: UpcomingSchedule, coordinator: any TodosCoordinating) {
    self.store = store
    self.schedule = schedule
    self.coordinator = coordinator
  }

  deinit {
    loadTask?.cancel()
  }

  func attach(view: any TodoListViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    loadItems()
  }

  func refreshRequested() {
    loadItems()
  }

  func addTapped() {
    coordinator?.showAddItem()
  }

  /// Called by the coordinator when the add module stored `item`: the list reloads and, when
  /// `item` is not among the upcoming ones, says so until the next load.
  func itemAdded(_ item: TodoItem) {
    loadItems(notice: schedule.savedNotice(for: item))
  }

  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) {
    loadTask?.cancel()
    view?.showLoading()
    loadTask = Task { [weak self, store] in
      do throws(StoreError) {
        let items = try await store.allItems()
        guard !Task.isCancelled else { return }
        self?.show(items, notice: notice)
      } catch {
        guard !Task.isCancelled else { return }
        self?.view?.showError(title: FailureText.todosNotLoaded, message: error.message)
      }
    }
  }

  /// Shows the loaded items by day, with `notice` above them.
  private func show(_ items: [TodoItem], notice: String?) {
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
            TodoRowViewData(title: $0.name, detail: schedule.dueLabel(of: $0, in: section.group))
          })
      },
      notice: notice)
  }
}
