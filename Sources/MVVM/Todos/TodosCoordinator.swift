import Domain
import TextUI
import Tracing

/// Where the to-do view models navigate; the coordinator implements it.
@MainActor
protocol TodosCoordinating: AnyObject {
  /// Presents the Add screen.
  func showAddItem()
  /// The Add screen stored `item`: dismisses it, and the list loads again.
  func addItemDidSave(_ item: TodoItem)
  /// The Add screen was cancelled: dismisses it.
  func addItemDidCancel()
}

/// Builds the to-do view models and views and moves between them: presents the Add screen,
/// dismisses it, and tells the list which item was added.
///
/// The window keeps the coordinator alive; the coordinator holds the window and the list view
/// model weakly and the view models hold the coordinator weakly, so closing the window frees all.
@MainActor
final class TodosCoordinator: TodosCoordinating {
  private weak var window: Window?
  private weak var listViewModel: (any TodoListViewModelType)?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - window: where the screens are shown; held weakly.
  ///   - store: where the items live.
  ///   - schedule: which items are upcoming, and today.
  init(window: Window, store: any TodoStore, schedule: UpcomingSchedule) {
    self.window = window
    self.store = store
    self.schedule = schedule
  }

  /// Shows the upcoming list as the window's root; returns when its first load has settled.
  func start() async {
    let viewModel = TodoListViewModel(store: store, schedule: schedule, coordinator: self)
    listViewModel = viewModel
    await window?.setRoot(TodoListView(viewModel: viewModel))
  }

  func showAddItem() {
    Trace.message(from: "ViewModel", to: "Coordinator", "showAddItem()")
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let viewModel = AddTodoViewModel(store: store, parser: parser, coordinator: self)
    window?.present(AddTodoView(viewModel: viewModel))
  }

  func addItemDidSave(_ item: TodoItem) {
    Trace.message(from: "ViewModel", to: "Coordinator", "addItemDidSave(\(literal: item.name))")
    window?.dismiss()
    Trace.message(from: "Coordinator", to: "ViewModel", "itemAdded(\(literal: item.name))")
    listViewModel?.inputs.itemAdded(item)
  }

  func addItemDidCancel() {
    Trace.message(from: "ViewModel", to: "Coordinator", "addItemDidCancel()")
    window?.dismiss()
  }
}
