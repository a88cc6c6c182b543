import Domain

/// The drivers wireframe: assembles the module; it has nowhere to navigate to.
@MainActor
final class DriversRouter: DriversRouterInterface {
  /// Builds and wires the drivers module: its one composition root.
  ///
  /// Between the presenter and the interactor sit two reporting decorators, which report each
  /// message they pass on: the presenter holds the one that stands for the interactor, and that
  /// one keeps the decorator the interactor reports to, which holds the presenter weakly.
  ///
  /// The returned view owns the presenter, which owns the interactor and this router; every
  /// reference back is weak, so the module goes away with its view.
  ///
  /// - Parameter service: where the interactor fetches drivers.
  /// - Returns: the view, ready to be shown in a window.
  static func assembleModule(service: any DriverService) -> DriversView {
    let interactor = DriversInteractor(service: service)
    let reporting = ReportingDriversInteractor(interactor)
    let router = DriversRouter()
    let presenter = DriversPresenter(interactor: reporting, router: router)
    let view = DriversView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
