import Domain
import TextUI
import Tracing

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
  /// - Parameters:
  ///   - store: where the items live, for both modules.
  ///   - schedule: which day is today, and how items are grouped.
  ///   - window: where the add module is presented.
  /// - Returns: the list view, which owns the rest of the module.
  static func assembleModule(store: any TodoStore, schedule: UpcomingSchedule, window: Window) -> TodoListView {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let addTodoModule = AddTodoRouter(window: window, store: store, parser: parser)
    let interactor = TodoListInteractor(store: store, schedule: schedule)
    let router = TodoListRouter(addTodoModule: addTodoModule)
    let presenter = TodoListPresenter(interactor: interactor, router: router, schedule: schedule)
    let view = TodoListView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    Trace.message(from: "Presenter", to: "Router", "presentAddTodo(delegate: \(type(of: delegate)))")
    addTodoModule.presentAddTodo(delegate: delegate)
  }
}
