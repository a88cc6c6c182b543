// Wrong solution 12.5 · Each load takes the notice down when its answer comes, a save puts it up after
//
// What it gets wrong: a load clears the notice only when it answers, so a failed refresh leaves it up and a refresh answered after a save takes the save's notice down.
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

  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  func viewDidLoad() async {
    await loadItems()
  }

  func refreshRequested() async {
    await loadItems()
  }

  func todoSaved(_ item: TodoItem) async {
    await loadItems()
    notice = schedule.savedNotice(for: item)
  }

  private func loadItems() async {
    (isLoading, errorMessage, sections, emptyMessage) = (true, nil, [], nil)
    defer { isLoading = false }
    do {
      let upcoming = schedule.sections(for: try await store.allItems())
      notice = nil
      sections = upcoming.map { section in
        TodoSectionViewData(
          header: section.group.rawValue,
          rows: section.items.map {
            TodoRowViewData(name: $0.name, dueLabel: schedule.dueLabel(of: $0, in: section.group))
          })
      }
      emptyMessage = sections.isEmpty ? UpcomingSchedule.emptyMessage : nil
    } catch {
      errorMessage = error.message
    }
  }
}
