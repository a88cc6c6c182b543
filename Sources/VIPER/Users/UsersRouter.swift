import Domain
import TextUI

/// The users wireframe: assembles the module, and would navigate from it.
@MainActor
final class UsersRouter: UsersRouterInterface {
  /// The view navigation would start from; the window owns it, so this reference is weak.
  weak var view: (any Screen)?

  /// Builds and wires the users module: the one composition root of this module.
  ///
  /// The returned view owns the presenter, which owns the interactor and this router; every
  /// reference back is weak, so the module goes away with its view.
  ///
  /// - Parameter service: where the interactor fetches users.
  /// - Returns: the view, ready to be shown in a window.
  static func assembleModule(service: any UserService) -> UsersView {
    let interactor = UsersInteractor(service: service)
    let router = UsersRouter()
    let presenter = UsersPresenter(interactor: interactor, router: router)
    let view = UsersView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return view
  }
}
