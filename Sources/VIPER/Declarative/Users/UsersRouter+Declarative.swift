import Domain

extension UsersRouter {
  /// Builds and wires the users module for the declarative views: the same interactor,
  /// presenter, router and reporting decorator as ``assembleModule(service:)``, with the view
  /// state the screen reads as the presenter's view.
  ///
  /// - Parameter service: where the interactor fetches users.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleDeclarativeModule(service: any UserService) -> UsersViewState {
    let interactor = UsersInteractor(service: service)
    let reporting = ReportingUsersInteractor(interactor)
    let presenter = UsersPresenter(interactor: reporting, router: UsersRouter())
    let view = UsersViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
