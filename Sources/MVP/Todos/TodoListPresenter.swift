import Domain
import TextUI

/// Loads the stored items and shows the upcoming ones, grouped.
@MainActor
public final class TodoListPresenter {
  private weak var view: (any TodoListView)?
  private weak var navigator: (any TodosNavigating)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  public init(store: any TodoStore, schedule: UpcomingSchedule, navigator: any TodosNavigating) {
    self.store = store
    self.schedule = schedule
    self.navigator = navigator
  }

  public func attach(view: any TodoListView) {
    self.view = view
  }

  public func detach() {
    view = nil
  }

  public func viewDidLoad() async {
    await loadItems()
  }

  public func refreshRequested() async {
    await loadItems()
  }

  public func addTapped() async {
    Trace.message(from: "Presenter", to: "Coordinator", "showAddItem()")
    await navigator?.showAddItem()
  }

  /// Called by the coordinator when the add module stored an item.
  public func itemsDidChange() async {
    await loadItems()
  }

  private func loadItems() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    let items: [TodoItem]
    do {
      Trace.message(from: "Presenter", to: "Store", "allItems()")
      items = try await store.allItems()
      Trace.message(from: "Store", to: "Presenter", "\(items.count) items")
    } catch {
      Trace.message(from: "Store", to: "Presenter", "failed: \(error.message)")
      Trace.message(from: "Presenter", to: "View", "showError(\"Could not load to-dos\")")
      view?.showError(title: "Could not load to-dos", message: error.message)
      return
    }
    let sections = schedule.sections(for: items)
    guard !sections.isEmpty else {
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\"No upcoming items\")")
      view?.showEmptyState(message: "No upcoming items")
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(sections: \(sections.map(\.group.rawValue)))")
    view?.show(
      sections: sections.map { section in
        TodoSectionViewData(
          title: section.group.rawValue,
          rows: section.items.map { item in
            TodoRowViewData(
              name: item.name,
              weekday: section.group == .today ? "" : schedule.weekdayName(of: item.dueDate))
          })
      })
  }
}
