// Wrong solution 15.1 · The assembly tells the delegate of a save as it starts
//
// What it gets wrong: the delegate hears "saved" before the store has the item, and even when storing it fails.
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
    let view = AddTodoView(
      presenter: AddTodoModuleConnection(presenter: presenter, delegate: delegate, parser: parser))
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

/// Connects the Add module to the module that presented it: the view's events go to the
/// presenter, and the delegate hears of a save or a cancel.
@MainActor
final class AddTodoModuleConnection: AddTodoPresenterInterface {
  private let presenter: AddTodoPresenter
  private weak var delegate: (any AddTodoModuleDelegate)?
  private let parser: DueDateParser
  private var draft = TodoDraft()

  init(presenter: AddTodoPresenter, delegate: any AddTodoModuleDelegate, parser: DueDateParser) {
    self.presenter = presenter
    self.delegate = delegate
    self.parser = parser
  }

  func viewDidLoad() {
    presenter.viewDidLoad()
  }

  func nameChanged(_ text: String) {
    draft.name = text
    presenter.nameChanged(text)
  }

  func dueDateChanged(_ text: String) {
    draft.dueText = text
    presenter.dueDateChanged(text)
  }

  func cancelAddAction() {
    delegate?.addModuleDidCancelAddAction()
  }

  func saveAddAction() {
    if let item = try? draft.validated(using: parser) {
      delegate?.addModuleDidSaveAddAction(item)
    }
    presenter.saveAddAction()
  }
}
