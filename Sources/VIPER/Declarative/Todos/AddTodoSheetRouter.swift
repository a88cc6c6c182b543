import Domain
import Observation

/// The to-dos feature's navigation state: the sheet item the add module's router writes and
/// ``TodoListScreen``'s `.sheet(item:)` follows. The root screen owns it; the router holds it
/// weakly, as the imperative one holds the window.
@Observable
@MainActor
final class TodosNavigation {
  /// The Add screen's view state while it is presented, or `nil`.
  var addTodo: AddTodoViewState?
}

/// The add wireframe of the declarative views: the module's entry point (it assembles the
/// module and presents it as the sheet's item) and its router (it dismisses it by clearing the
/// item).
///
/// A second router beside `AddTodoRouter`, which presents the imperative Add view through the
/// window: a SwiftUI sheet is presented by writing its item, and the module it presents has a
/// view state, not a screen. Both implement `AddTodoModuleInterface` and
/// `AddTodoRouterInterface`, so the list's router, the presenter, the interactor and the
/// reporting decorators are the same.
@MainActor
final class AddTodoSheetRouter: AddTodoModuleInterface, AddTodoRouterInterface {
  /// The sheet to present in; this reference is weak.
  weak var navigation: TodosNavigation?
  private let store: any TodoStore
  private let parser: DueDateParser

  /// - Parameters:
  ///   - navigation: where the module is presented.
  ///   - store: where new items are saved.
  ///   - parser: reads due dates relative to today, to save them and to show the day they name.
  init(navigation: TodosNavigation, store: any TodoStore, parser: DueDateParser) {
    self.navigation = navigation
    self.store = store
    self.parser = parser
  }

  func presentAddTodo(delegate: any AddTodoModuleDelegate) {
    navigation?.addTodo = assembleModule(delegate: delegate)
  }

  /// Builds and wires a fresh add module: the same interactor, presenter and reporting
  /// decorators as `AddTodoRouter.assembleModule(delegate:)`, with this router and the view
  /// state the screen reads.
  ///
  /// - Parameter delegate: who hears the module's outcome.
  /// - Returns: the view state, which owns the presenter, which owns the interactor and this
  ///   router.
  func assembleModule(delegate: any AddTodoModuleDelegate) -> AddTodoViewState {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let reporting = ReportingAddTodoInteractor(interactor)
    let presenter = AddTodoPresenter(interactor: reporting, router: ReportingAddTodoRouter(self), parser: parser)
    let view = AddTodoViewState(presenter: presenter)
    presenter.view = view
    reporting.delegate.delegate = delegate
    presenter.delegate = reporting.delegate
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissAddTodo() {
    navigation?.addTodo = nil
  }
}
