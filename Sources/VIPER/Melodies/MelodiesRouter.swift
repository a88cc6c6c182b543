import Domain
import TextUI

/// The melodies wireframe: assembles the module, and would navigate from it.
@MainActor
final class MelodiesRouter: MelodiesRouterInterface {
  /// The view navigation would start from; the window owns it, so this reference is weak.
  weak var view: (any Screen)?

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
    router.view = view
    return view
  }
}
