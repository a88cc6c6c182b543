// Wrong solution 15.4 · The router stays with the module and keeps the delegate
//
// What it gets wrong: the router, which the Add view keeps, holds the presenting module strongly, so that module cannot be freed while the Add module is shown.
import Domain

/// Assembles the Add module for the module that presents it, then stays between the view and
/// the presenter to route the module's outcome to the presenting module.
@MainActor
final class AddTodoRouter: AddTodoPresenterInterface, AddTodoModuleDelegate {
  /// The presenting module, told when the user saves or cancels.
  var delegate: (any AddTodoModuleDelegate)?
  private let presenter: AddTodoPresenter

  private init(presenter: AddTodoPresenter) {
    self.presenter = presenter
  }

  /// Builds the Add module: view, presenter and interactor, wired together.
  ///
  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed.
  ///   - delegate: the presenting module, told when the user saves or cancels.
  /// - Returns: the module's view, to present.
  static func assembleModule(
    store: any TodoStore, parser: DueDateParser, delegate: any AddTodoModuleDelegate
  ) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let presenter = AddTodoPresenter(interactor: interactor, parser: parser)
    let router = AddTodoRouter(presenter: presenter)
    router.delegate = delegate
    let view = AddTodoView(presenter: router)
    presenter.view = view
    presenter.moduleDelegate = router
    interactor.output = presenter
    return view
  }

  // MARK: The view's events, passed to the presenter

  func viewDidLoad() { presenter.viewDidLoad() }
  func nameChanged(_ text: String) { presenter.nameChanged(text) }
  func dueDateChanged(_ text: String) { presenter.dueDateChanged(text) }
  func cancelAddAction() { presenter.cancelAddAction() }
  func saveAddAction() { presenter.saveAddAction() }

  // MARK: The module's outcome, passed to the presenting module

  func addModuleDidCancelAddAction() { delegate?.addModuleDidCancelAddAction() }
  func addModuleDidSaveAddAction(_ item: TodoItem) { delegate?.addModuleDidSaveAddAction(item) }
}
