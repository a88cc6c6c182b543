import Domain
import TextUI

/// The list wireframe: assembles the list module and presents the add module through its
/// module interface.
@MainActor
final class TodoListRouter: TodoListRouterInterface {
  /// The add module's entry point; the list knows it only by its interface.
  let addTodoModule: any AddTodoModuleInterface

  init(addTodoModule: any AddTodoModuleInterface) {
    self.addTodoModule = addTodoModule
  }

  /// Builds and wires the list module, and the add module's entry point: one composition root.
  ///
  /// Between the presenter and its interactor and router sit reporting decorators, which report
  /// each message they pass on: the presenter holds those standing for the interactor and the
  /// router, and the interactor's keeps the decorator the interactor reports to, which holds the
  /// presenter weakly.
  /// The add module's entry point is held through its reporting decorator too.
  ///
  /// - Parameters:
  ///   - store: where the items live, for both modules.
  ///   - schedule: which day is today, and how items are grouped.
  ///   - window: where the add module is presented.
  /// - Returns: the list view, which owns the rest of the module.
  static func assembleModule(store: any TodoStore, schedule: UpcomingSchedule, window: Window) -> TodoListView {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let addTodoModule = ReportingAddTodoModule(AddTodoRouter(window: window, store: store, parser: parser))
    let interactor = TodoListInteractor(store: store, schedule: schedule)
    let reporting = ReportingTodoListInteractor(interactor)
    let router = TodoListRouter(addTodoModule: addTodoModule)
    let presenter = TodoListPresenter(
      interactor: reporting, router: ReportingTodoListRouter(router), schedule: schedule)
    let view = TodoListView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    addTodoModule.presentAddTodo(delegate: delegate)
  }
}
