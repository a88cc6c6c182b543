import Domain

/// The users wireframe: assembles the module; it has nowhere to navigate to.
@MainActor
final class UsersRouter: UsersRouterInterface {
  /// Builds and wires the users module: the one composition root of this module.
  ///
  /// Between the presenter and the interactor sit two reporting decorators, which report each
  /// message they pass on: the presenter holds the one that stands for the interactor, and that
  /// one keeps the decorator the interactor reports to, which holds the presenter weakly.
  ///
  /// The returned view owns the presenter, which owns the interactor and this router; every
  /// reference back is weak, so the module goes away with its view.
  ///
  /// - Parameter service: where the interactor fetches users.
  /// - Returns: the view, ready to be shown in a window.
  static func assembleModule(service: any UserService) -> UsersView {
    let interactor = UsersInteractor(service: service)
    let reporting = ReportingUsersInteractor(interactor)
    let router = UsersRouter()
    let presenter = UsersPresenter(interactor: reporting, router: router)
    let view = UsersView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
