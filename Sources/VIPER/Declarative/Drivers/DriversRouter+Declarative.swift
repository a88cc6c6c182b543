import Domain

extension DriversRouter {
  /// Builds and wires the drivers module for the declarative views: the same interactor,
  /// presenter, router and reporting decorators as ``assembleModule(service:)``, with the view
  /// state the screen reads as the presenter's view.
  ///
  /// - Parameter service: where the interactor fetches drivers.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleDeclarativeModule(service: any DriverService) -> DriversViewState {
    let interactor = DriversInteractor(service: service)
    let reporting = ReportingDriversInteractor(interactor)
    let presenter = DriversPresenter(interactor: reporting, router: DriversRouter())
    let view = DriversViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
