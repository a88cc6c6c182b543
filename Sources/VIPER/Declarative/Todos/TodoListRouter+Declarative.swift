import Domain

extension TodoListRouter {
  /// Builds and wires the list module for the declarative views, and the add module's entry
  /// point: the same interactor, presenter, router and reporting decorators as
  /// ``assembleModule(store:schedule:window:)``, with the add module presented as a sheet
  /// (``AddTodoSheetRouter``) and the view state the screen reads as the presenter's view. The
  /// list's router is the same: it knows the add module only by its interface.
  ///
  /// - Parameters:
  ///   - store: where the items live, for both modules.
  ///   - schedule: which day is today, and how items are grouped.
  ///   - navigation: where the add module is presented.
  /// - Returns: the list's view state, which owns the rest of the module.
  static func assembleDeclarativeModule(
    store: any TodoStore, schedule: UpcomingSchedule, navigation: TodosNavigation
  ) -> TodoListViewState {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let addTodoModule = ReportingAddTodoModule(AddTodoSheetRouter(navigation: navigation, store: store, parser: parser))
    let interactor = TodoListInteractor(store: store, schedule: schedule)
    let reporting = ReportingTodoListInteractor(interactor)
    let router = TodoListRouter(addTodoModule: addTodoModule)
    let presenter = TodoListPresenter(
      interactor: reporting, router: ReportingTodoListRouter(router), schedule: schedule)
    let view = TodoListViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
