import Domain
import TextUI

/// The add wireframe: the module's public entry point (it assembles and presents the module)
/// and its router (it dismisses it).
@MainActor
public final class AddTodoRouter: AddTodoModuleInterface, AddTodoRouterInterface {
  /// The window to present in; this reference is weak.
  public weak var window: Window?
  private let store: any TodoStore
  private let parser: DueDateParser

  /// - Parameters:
  ///   - window: where the module is presented.
  ///   - store: where new items are saved.
  ///   - parser: reads due dates relative to today.
  public init(window: Window?, store: any TodoStore, parser: DueDateParser) {
    self.window = window
    self.store = store
    self.parser = parser
  }

  public func presentAddTodo(delegate: any AddTodoModuleDelegate) async {
    await window?.present(assembleModule(delegate: delegate))
  }

  /// Builds and wires a fresh add module: its one composition root.
  ///
  /// - Parameter delegate: who hears the module's outcome.
  /// - Returns: the view, which owns the presenter, which owns the interactor and this router.
  public func assembleModule(delegate: any AddTodoModuleDelegate) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let presenter = AddTodoPresenter(interactor: interactor, router: self)
    let view = AddTodoView(presenter: presenter)
    presenter.view = view
    presenter.delegate = delegate
    interactor.output = presenter
    return view
  }

  public func dismissAddTodo() {
    window?.dismiss()
  }
}
