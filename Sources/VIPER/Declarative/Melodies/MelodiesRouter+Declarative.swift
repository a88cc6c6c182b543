import Domain

extension MelodiesRouter {
  /// Builds and wires the melodies module for the declarative views: the same interactor,
  /// presenter, router and reporting decorators as ``assembleModule(service:network:)``, with
  /// the view state the screen reads as the presenter's view.
  ///
  /// - Parameters:
  ///   - service: the online-first melody service.
  ///   - network: the simulated network switch.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleDeclarativeModule(service: any MelodyService, network: any NetworkSwitching)
    -> MelodiesViewState
  {
    let interactor = MelodiesInteractor(service: service, network: network)
    let reporting = ReportingMelodiesInteractor(interactor)
    let presenter = MelodiesPresenter(interactor: reporting, router: MelodiesRouter())
    let view = MelodiesViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
