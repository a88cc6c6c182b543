import Domain

/// The melodies wireframe: assembles the module; it has nowhere to navigate to.
@MainActor
final class MelodiesRouter: MelodiesRouterInterface {
  /// Builds and wires the melodies module: its one composition root.
  ///
  /// Between the presenter and the interactor sit two reporting decorators, which report each
  /// message they pass on: the presenter holds the one that stands for the interactor, and that
  /// one keeps the decorator the interactor reports to, which holds the presenter weakly.
  ///
  /// - Parameters:
  ///   - service: the melody service, which reads `network` to pick its source.
  ///   - network: the switch the screen's `offline` and `online` actions flip.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(service: any MelodyService, network: any NetworkSwitching) -> MelodiesView {
    let interactor = MelodiesInteractor(service: service, network: network)
    let reporting = ReportingMelodiesInteractor(interactor)
    let router = MelodiesRouter()
    let presenter = MelodiesPresenter(interactor: reporting, router: router)
    let view = MelodiesView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }
}
