import Domain
import Observation
import Tracing

/// Moves between the to-do modules of the declarative views by writing the sheet item the list
/// screen's `.sheet(item:)` follows, and hands the list the item saved.
///
/// A second coordinator beside `TodosCoordinator`, which builds the imperative Add view and
/// presents it through the window: here nothing presents, the coordinator builds the Add
/// presenter and view state and sets them as the sheet's item, and clearing it dismisses. Both
/// implement `TodosCoordinating`, so the presenters are the same. The root screen holds the
/// coordinator; the presenters hold it weakly.
@Observable
@MainActor
final class TodosSheetCoordinator: TodosCoordinating {
  /// The Add screen's view state while it is presented, or `nil`.
  var addItem: AddTodoViewState?
  @ObservationIgnored private weak var listPresenter: TodoListPresenter?
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let schedule: UpcomingSchedule

  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  /// Builds the list module: its presenter and the view state the root screen shows.
  ///
  /// - Returns: the list's view state, which owns its presenter.
  func makeList() -> TodoListViewState {
    let presenter = TodoListPresenter(store: store, schedule: schedule, coordinator: self)
    listPresenter = presenter
    return TodoListViewState(presenter: presenter)
  }

  func showAddItem() {
    Trace.message(from: "Presenter", to: "Coordinator", "showAddItem()")
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    addItem = AddTodoViewState(presenter: AddTodoPresenter(store: store, parser: parser, coordinator: self))
  }

  func addItemDidSave(_ item: TodoItem) {
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidSave(\(literal: item.name))")
    addItem = nil
    // The list presenter has no edge of its own, so this message is reported where it is sent.
    Trace.message(from: "Coordinator", to: "Presenter", "itemAdded(\(literal: item.name))")
    listPresenter?.itemAdded(item)
  }

  func addItemDidCancel() {
    Trace.message(from: "Presenter", to: "Coordinator", "addItemDidCancel()")
    addItem = nil
  }
}
