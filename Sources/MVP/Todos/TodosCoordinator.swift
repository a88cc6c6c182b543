import Domain
import TextUI
import Tracing

/// Builds the to-do modules and moves between them: presents the add module, dismisses it,
/// and hands the list the item saved, so that it reloads and says where the item went.
@MainActor
final class TodosCoordinator: TodosCoordinating {
  private weak var window: Window?
  private weak var listPresenter: TodoListPresenter?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  init(window: Window, store: any TodoStore, schedule: UpcomingSchedule) {
    self.window = window
    self.store = store
    self.schedule = schedule
  }

  func start() async {
    let presenter = TodoListPresenter(store: store, schedule: schedule, coordinator: self)
    listPresenter = presenter
    await window?.setRoot(TodoListView(presenter: presenter))
  }

  func showAddItem() {
    Trace.message(from: "Presenter", to: "Coordinator", "showAddItem()")
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let presenter = AddTodoPresenter(store: store, parser: parser, coordinator: self)
    window?.present(AddTodoView(presenter: presenter))
  }

  func addItemDidSave(_ item: TodoItem) {
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidSave(\(literal: item.name))")
    window?.dismiss()
    // The list presenter has no edge of its own, so this message is reported where it is sent.
    Trace.message(from: "Coordinator", to: "Presenter", "itemAdded(\(literal: item.name))")
    listPresenter?.itemAdded(item)
  }

  func addItemDidCancel() {
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidCancel()")
    window?.dismiss()
  }
}
