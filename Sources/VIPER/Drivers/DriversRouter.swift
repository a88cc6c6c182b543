import Domain

/// The drivers wireframe: assembles the module; it has nowhere to navigate to.
@MainActor
final class DriversRouter: DriversRouterInterface {
  /// Builds and wires the drivers module: its one composition root.
  ///
  /// The returned view owns the presenter, which owns the interactor and this router; every
  /// reference back is weak, so the module goes away with its view.
  ///
  /// - Parameter service: where the interactor fetches drivers.
  /// - Returns: the view, ready to be shown in a window.
  static func assembleModule(service: any DriverService) -> DriversView {
    let interactor = DriversInteractor(service: service)
    let router = DriversRouter()
    let presenter = DriversPresenter(interactor: interactor, router: router)
    let view = DriversView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
