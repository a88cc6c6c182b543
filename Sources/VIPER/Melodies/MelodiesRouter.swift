import Domain

/// The melodies wireframe: assembles the module; it has nowhere to navigate to.
@MainActor
final class MelodiesRouter: MelodiesRouterInterface {
  /// Builds and wires the melodies module: its one composition root.
  ///
  /// - Parameters:
  ///   - service: the melody service, which reads `network` to pick its source.
  ///   - network: the switch the screen's `offline` and `online` actions flip.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(service: any MelodyService, network: any NetworkSwitching) -> MelodiesView {
    let interactor = MelodiesInteractor(service: service, network: network)
    let router = MelodiesRouter()
    let presenter = MelodiesPresenter(interactor: interactor, router: router)
    let view = MelodiesView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
