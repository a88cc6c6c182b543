// Wrong solution 15.5 · The delegate kept in a static, so that it cannot go away
//
// What it gets wrong: a static keeps the presenting module alive after the Add module is dismissed, and after that module is closed.
import Domain

/// Assembles the Add module for the module that presents it.
@MainActor
enum AddTodoRouter {
  /// The module that presented the Add module, kept here so that it is still there when the
  /// user saves or cancels.
  static var delegate: (any AddTodoModuleDelegate)?

  /// Builds the Add module: view, presenter and interactor, wired together.
  ///
  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed.
  ///   - delegate: the presenting module, told when the user saves or cancels; held weakly.
  /// - Returns: the module's view, to present.
  static func assembleModule(
    store: any TodoStore, parser: DueDateParser, delegate: any AddTodoModuleDelegate
  ) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let presenter = AddTodoPresenter(interactor: interactor, parser: parser)
    let view = AddTodoView(presenter: presenter)
    presenter.view = view
    Self.delegate = delegate
    presenter.moduleDelegate = Self.delegate
    interactor.output = presenter
    return view
  }
}
