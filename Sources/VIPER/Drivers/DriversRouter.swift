import Domain
import TextUI

/// The drivers wireframe: assembles the module, and would navigate from it.
@MainActor
public final class DriversRouter: DriversRouterInterface {
  /// The view navigation would start from; the window owns it, so this reference is weak.
  public weak var view: (any Screen)?

  public init() {}

  /// Builds and wires the drivers module: its one composition root.
  ///
  /// - Parameter service: where the interactor fetches drivers.
  /// - Returns: the view, which owns the rest of the module.
  public static func assembleModule(service: any DriverService) -> DriversView {
    let interactor = DriversInteractor(service: service)
    let router = DriversRouter()
    let presenter = DriversPresenter(interactor: interactor, router: router)
    let view = DriversView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return view
  }
}
