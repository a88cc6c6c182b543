// Wrong solution 15.3 · The delegate is connected, and the interactor's output is dropped
//
// What it gets wrong: the presenter never hears the interactor's answer, so a save is stored but nobody is told.
import Domain

/// Assembles the Add module for the module that presents it.
@MainActor
enum AddTodoRouter {
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
    presenter.moduleDelegate = delegate
    return view
  }
}
