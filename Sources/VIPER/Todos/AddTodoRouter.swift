import Domain
import TextUI
import Tracing

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
    Trace.message(from: "Router", to: "ModuleInterface", "presentAddTodo(delegate: \(type(of: delegate)))")
    window?.present(assembleModule(delegate: delegate))
  }

  /// Builds and wires a fresh add module: its one composition root.
  ///
  /// - Parameter delegate: who hears the module's outcome.
  /// - Returns: the view, which owns the presenter, which owns the interactor and this router.
  func assembleModule(delegate: any AddTodoModuleDelegate) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let presenter = AddTodoPresenter(interactor: interactor, router: self, parser: parser)
    let view = AddTodoView(presenter: presenter)
    presenter.view = view
    presenter.delegate = delegate
    interactor.output = presenter
    return view
  }

  func dismissAddTodo() {
    Trace.message(from: "Presenter", to: "Router", "dismissAddTodo()")
    window?.dismiss()
  }
}
