// VIPER · tracing the add module — its seams inside, and its module interface and delegate.
//
// TodoListRouter.assembleModule wires the module interface's decorator; AddTodoRouter's
// assembleModule wires the others, where no view stands to report the messages: each reports
// the call it receives to `--trace`, then forwards it.
import Domain
import Tracing

/// The module interface the list router holds: reports each call, then forwards it.
@MainActor
final class ReportingAddTodoModule: AddTodoModuleInterface {
  /// The add module's entry point.
  let module: any AddTodoModuleInterface

  init(_ module: any AddTodoModuleInterface) {
    self.module = module
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    Trace.message(from: "Router", to: "ModuleInterface", "presentAddTodo(delegate: \(type(of: delegate)))")
    module.presentAddTodo(delegate: delegate)
  }
}

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly, and it keeps the decorators the module's weak references
/// point to, which need an owner that lives as long as the presenter: ``output``, which the
/// interactor holds, and ``delegate``, which the presenter holds.
@MainActor
final class ReportingAddTodoInteractor: AddTodoInteractorInput {
  /// The interactor the requests go to.
  let interactor: any AddTodoInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingAddTodoInteractorOutput()
  /// The decorator the presenter tells the module's outcome, which forwards to the delegate.
  let delegate = ReportingAddTodoModuleDelegate()

  init(_ interactor: any AddTodoInteractorInput) {
    self.interactor = interactor
  }

  func saveItem(from draft: TodoDraft) {
    Trace.message(from: "Presenter", to: "Interactor", "saveItem(from: \(draft))")
    interactor.saveItem(from: draft)
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingAddTodoInteractorOutput: AddTodoInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any AddTodoInteractorOutput)?

  func didSaveItem(_ item: TodoItem) {
    Trace.message(from: "Interactor", to: "Presenter", "didSaveItem(\(literal: item.name))")
    presenter?.didSaveItem(item)
  }

  func didRejectDraft(problem: TodoDraft.Problem) {
    Trace.message(from: "Interactor", to: "Presenter", "didRejectDraft(problem: .\(problem))")
    presenter?.didRejectDraft(problem: problem)
  }

  func didFailToSaveItem(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToSaveItem(with: .\(error))")
    presenter?.didFailToSaveItem(with: error)
  }
}

/// The module's delegate, as the presenter sees it: reports each outcome, then forwards it.
@MainActor
final class ReportingAddTodoModuleDelegate: AddTodoModuleDelegate {
  /// Who hears the module's outcome: the module that presented this one, held weakly.
  weak var delegate: (any AddTodoModuleDelegate)?

  func addModuleDidSaveItem(_ item: TodoItem) {
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidSaveItem(\(literal: item.name))")
    delegate?.addModuleDidSaveItem(item)
  }

  func addModuleDidCancel() {
    Trace.message(from: "Presenter", to: "ModuleDelegate", "addModuleDidCancel()")
    delegate?.addModuleDidCancel()
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingAddTodoRouter: AddTodoRouterInterface {
  /// The router the routes go to.
  let router: any AddTodoRouterInterface

  init(_ router: any AddTodoRouterInterface) {
    self.router = router
  }

  func dismissAddTodo() {
    Trace.message(from: "Presenter", to: "Router", "dismissAddTodo()")
    router.dismissAddTodo()
  }
}
