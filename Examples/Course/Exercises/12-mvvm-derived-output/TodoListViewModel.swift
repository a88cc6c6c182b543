// Exercise 12 · MVVM · The derived output that goes stale
//
// What it teaches: some outputs are not loaded but derived — from an event, a rule and the
// state already held — and the view model must derive them again whenever their sources
// change. After a save the list reloads, but an item due after next week (or already past)
// is not in the upcoming list, so the user sees nothing and wonders where it went. The
// `notice` output exists for this (Domain's `UpcomingSchedule.savedNotice(for:)` words it), yet
// this view model never derives it.
//
// Where to look: `todoSaved(_:)` and `refreshRequested()` below.
// Check: `archdemo course check 12`.
import Domain

/// Loads the upcoming to-dos, groups them with Domain's schedule and states what the list shows.
@MainActor
final class TodoListViewModel: TodoListViewModelInputs, TodoListViewModelOutputs {
  var inputs: any TodoListViewModelInputs { self }
  var outputs: any TodoListViewModelOutputs { self }

  private(set) var isLoading = true
  private(set) var errorMessage: String?
  private(set) var sections: [TodoSectionViewData] = []
  private(set) var emptyMessage: String?
  private(set) var notice: String?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  private var loadTask: Task<Void, Never>?

  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  deinit {
    loadTask?.cancel()
  }

  func viewDidLoad() {
    loadItems()
  }

  func refreshRequested() {
    loadItems()
  }

  func todoSaved(_ item: TodoItem) {
    loadItems()
  }

  private func loadItems() {
    loadTask?.cancel()
    (isLoading, errorMessage, sections, emptyMessage) = (true, nil, [], nil)
    loadTask = Task { [weak self, store, schedule] in
      do throws(StoreError) {
        let upcoming = schedule.sections(for: try await store.allItems())
        guard let self, !Task.isCancelled else { return }
        isLoading = false
        sections = upcoming.map { section in
          TodoSectionViewData(
            header: section.group.rawValue,
            rows: section.items.map {
              TodoRowViewData(name: $0.name, dueLabel: schedule.dueLabel(of: $0, in: section.group))
            })
        }
        emptyMessage = sections.isEmpty ? UpcomingSchedule.emptyMessage : nil
      } catch {
        guard let self, !Task.isCancelled else { return }
        isLoading = false
        errorMessage = error.message
      }
    }
  }
}
