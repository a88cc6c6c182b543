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

  func viewDidLoad() async {
    await loadItems()
  }

  func refreshRequested() async {
    await loadItems()
  }

  func addTapped() async {
    await coordinator?.showAddItem()
  }

  func itemAdded(_ item: TodoItem) async {
    await loadItems(notice: schedule.savedNotice(for: item))
  }

  /// Loads the list; after a save, says so when the list will not show the saved item.
  ///
  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) async {
    self.notice = nil
    content = .loading
    let items: [TodoItem]
    do {
      items = try await store.allItems()
    } catch {
      content = .failed(AlertViewData(title: FailureText.todosNotLoaded, message: error.message))
      return
    }
    let sections = schedule.sections(for: items)
    self.notice = notice
    content = sections.isEmpty ? .empty(UpcomingSchedule.emptyMessage) : .loaded(sections.map(sectionViewData))
  }

  private func sectionViewData(for section: UpcomingSection) -> TodoSectionViewData {
    TodoSectionViewData(
      title: section.group.rawValue,
      rows: section.items.map { item in
        TodoRowViewData(name: item.name, weekday: schedule.dueLabel(of: item, in: section.group))
      })
  }
}
