// VIPER · tracing the to-do list module — its presenter ↔ interactor ↔ router seams.
//
// TodoListRouter.assembleModule wires these decorators where no view stands to report the
// messages: each reports the call it receives to `--trace`, then forwards it. What crosses
// into the add module is traced in AddTodoModule+Trace.swift.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingTodoListInteractor: TodoListInteractorInput {
  /// The interactor the requests go to.
  let interactor: any TodoListInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingTodoListInteractorOutput()

  init(_ interactor: any TodoListInteractorInput) {
    self.interactor = interactor
  }

  func findUpcomingItems() {
    Trace.message(from: "Presenter", to: "Interactor", "findUpcomingItems()")
    interactor.findUpcomingItems()
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingTodoListInteractorOutput: TodoListInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any TodoListInteractorOutput)?

  func didFind(upcoming sections: [UpcomingSection]) {
    Trace.message(from: "Interactor", to: "Presenter", "didFind(upcoming: \(count: sections.count, "section"))")
    presenter?.didFind(upcoming: sections)
  }

  func didFailToFindItems(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToFindItems(with: .\(error))")
    presenter?.didFailToFindItems(with: error)
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingTodoListRouter: TodoListRouterInterface {
  /// The router the routes go to.
  let router: any TodoListRouterInterface

  init(_ router: any TodoListRouterInterface) {
    self.router = router
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    Trace.message(from: "Presenter", to: "Router", "presentAddTodo(delegate: \(type(of: delegate)))")
    router.presentAddTodo(delegate: delegate)
  }
}
