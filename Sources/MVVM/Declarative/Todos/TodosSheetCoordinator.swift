import Domain
import Observation
import Tracing

/// Where the declarative to-do screens navigate: an `@Observable` object that owns the sheet's
/// item instead of presenting screens itself, the "C" of MVVM+C as SwiftUI writes it.
///
/// It answers the same ``TodosCoordinating`` calls as `TodosCoordinator`, so the view models are
/// the imperative views' own: `showAddItem()` builds the Add screen's view model and sets
/// ``addItem``, which the list's `.sheet` presents; a save or a cancel sets it back to `nil`,
/// which dismisses it, and a save tells the list's view model which item was added.
@MainActor
@Observable
final class TodosSheetCoordinator: TodosCoordinating {
  /// The Add screen on show, or `nil` while the list is on top.
  private(set) var addItem: AddTodoRoute?
  /// The list's view model, made with this coordinator as its navigation.
  @ObservationIgnored private(set) lazy var listViewModel = TodoListViewModel(
    store: store, schedule: schedule, coordinator: self)
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which items are upcoming, and today.
  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  func showAddItem() {
    Trace.message(from: "ViewModel", to: "Coordinator", "showAddItem()")
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    addItem = AddTodoRoute(viewModel: AddTodoViewModel(store: store, parser: parser, coordinator: self))
  }

  func addItemDidSave(_ item: TodoItem) {
    Trace.message(from: "ViewModel", to: "Coordinator", "addItemDidSave(\(literal: item.name))")
    addItem = nil
    Trace.message(from: "Coordinator", to: "ViewModel", "itemAdded(\(literal: item.name))")
    listViewModel.inputs.itemAdded(item)
  }

  func addItemDidCancel() {
    Trace.message(from: "ViewModel", to: "Coordinator", "addItemDidCancel()")
    addItem = nil
  }
}

/// The Add screen on show: its view model, told apart from another by identity.
struct AddTodoRoute: Hashable {
  /// The view model the Add screen reads and tells.
  let viewModel: AddTodoViewModel

  static func == (lhs: AddTodoRoute, rhs: AddTodoRoute) -> Bool {
    lhs.viewModel === rhs.viewModel
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(viewModel))
  }
}
