import Domain
import Observation

/// Loads the stored items and states the upcoming list, grouped.
@MainActor
@Observable
final class TodoListViewModel: TodoListViewModelType, TodoListViewModelInputs, TodoListViewModelOutputs {
  private var content: ListContent<TodoSectionViewData> = .loading
  private(set) var notice: String?
  @ObservationIgnored private weak var coordinator: (any TodosCoordinating)?
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let schedule: UpcomingSchedule
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which items are upcoming, and today.
  ///   - coordinator: who presents the Add screen; held weakly.
  init(store: any TodoStore, schedule: UpcomingSchedule, coordinator: any TodosCoordinating) {
    self.store = store
    self.schedule = schedule
    self.coordinator = coordinator
  }

  var inputs: any TodoListViewModelInputs { self }
  var outputs: any TodoListViewModelOutputs { self }

  // MARK: Outputs

  var sections: [TodoSectionViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  deinit {
    loadTask?.cancel()
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

  func itemAdded(_ item: TodoItem) {
    loadItems(notice: schedule.savedNotice(for: item))
  }

  /// Loads the list; after a save, says so when the list will not show the saved item.
  ///
  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) {
    loadTask?.cancel()
    self.notice = nil
    content = .loading
    loadTask = Task { [weak self, store] in
      do throws(StoreError) {
        let items = try await store.allItems()
        guard !Task.isCancelled else { return }
        self?.show(items, notice: notice)
      } catch {
        guard !Task.isCancelled else { return }
        self?.content = .failed(AlertViewData(title: FailureText.todosNotLoaded, message: error.message))
      }
    }
  }

  /// Shows the loaded items by day, with `notice` above them.
  private func show(_ items: [TodoItem], notice: String?) {
    let sections = schedule.sections(for: items)
    self.notice = notice
    content = sections.isEmpty ? .empty(UpcomingSchedule.emptyMessage) : .loaded(sections.map(sectionViewData))
  }

  private func sectionViewData(for section: UpcomingSection) -> TodoSectionViewData {
    TodoSectionViewData(
      title: section.group.rawValue,
      rows: section.items.map { item in
        TodoRowViewData(title: item.name, detail: schedule.dueLabel(of: item, in: section.group))
      })
  }
}
