import Domain
import TextUI

/// The add wireframe: the module's entry point (it assembles and presents the module)
/// and its router (it dismisses it).
@MainActor
final class AddTodoRouter: AddTodoModuleInterface, AddTodoRouterInterface {
  /// The window to present in; this reference is weak.
  weak var window: Window?
  private let store: any TodoStore
  private let parser: DueDateParser

  /// - Parameters:
  ///   - window: where the module is presented.
  ///   - store: where new items are saved.
  ///   - parser: reads due dates relative to today, to save them and to show the day they name.
  init(window: Window?, store: any TodoStore, parser: DueDateParser) {
    self.window = window
    self.store = store
    self.parser = parser
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    window?.present(assembleModule(delegate: delegate))
  }

  /// Builds and wires a fresh add module: its one composition root.
  ///
  /// Between the presenter and its interactor, router and delegate sit reporting decorators,
  /// which report each message they pass on: the presenter holds those standing for the
  /// interactor and the router, and the interactor's keeps the two that weak references point
  /// to, the interactor's output (which holds the presenter weakly) and the presenter's delegate
  /// (which holds the delegate weakly).
  ///
  /// - Parameter delegate: who hears the module's outcome.
  /// - Returns: the view, which owns the presenter, which owns the interactor and this router.
  func assembleModule(delegate: any AddTodoModuleDelegate) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let reporting = ReportingAddTodoInteractor(interactor)
    let presenter = AddTodoPresenter(interactor: reporting, router: ReportingAddTodoRouter(self), parser: parser)
    let view = AddTodoView(presenter: presenter)
    presenter.view = view
    reporting.delegate.delegate = delegate
    presenter.delegate = reporting.delegate
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissAddTodo() {
    window?.dismiss()
  }
}
