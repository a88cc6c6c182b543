import Domain
import TextUI

/// Builds the to-do modules and moves between them: presents the add module, dismisses it,
/// and tells the list to reload after a save.
@MainActor
public final class TodosCoordinator: TodosNavigating {
  private weak var window: Window?
  private weak var listPresenter: TodoListPresenter?
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  public init(window: Window, store: any TodoStore, schedule: UpcomingSchedule) {
    self.window = window
    self.store = store
    self.schedule = schedule
  }

  public func start() async {
    let presenter = TodoListPresenter(store: store, schedule: schedule, navigator: self)
    listPresenter = presenter
    await window?.setRoot(TodoListScreen(presenter: presenter))
  }

  public func showAddItem() async {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let presenter = AddTodoPresenter(store: store, parser: parser, navigator: self)
    Trace.message(from: "Coordinator", to: "Window", "present(AddTodoScreen)")
    await window?.present(AddTodoScreen(presenter: presenter))
  }

  public func addItemDidSave() async {
    Trace.message(from: "Coordinator", to: "Window", "dismiss()")
    window?.dismiss()
    Trace.message(from: "Coordinator", to: "Presenter", "itemsDidChange()")
    await listPresenter?.itemsDidChange()
  }

  public func addItemDidCancel() {
    Trace.message(from: "Coordinator", to: "Window", "dismiss()")
    window?.dismiss()
  }
}
