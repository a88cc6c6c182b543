import Domain
import TextUI

/// The favourites list wireframe: assembles the list module and pushes the detail module.
@MainActor
final class FavouritesRouter: FavouritesRouterInterface {
  /// The window to navigate in; whoever opened it owns it, so this reference is weak.
  weak var window: Window?
  private let store: any FavouritesStore

  init(window: Window?, store: any FavouritesStore) {
    self.window = window
    self.store = store
  }

  /// Builds and wires the favourites list module: its one composition root.
  ///
  /// Between the presenter and its interactor and router sit reporting decorators, which report
  /// each message they pass on: the presenter holds those standing for the interactor and the
  /// router, and the interactor's keeps the decorator the interactor reports to, which holds the
  /// presenter weakly.
  ///
  /// - Parameters:
  ///   - service: where the interactor fetches the drivers.
  ///   - store: where the stars are kept, for both modules.
  ///   - window: where the router pushes the detail module.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(service: any DriverService, store: any FavouritesStore, window: Window) -> FavouritesView {
    let interactor = FavouritesInteractor(service: service, store: store)
    let reporting = ReportingFavouritesInteractor(interactor)
    let router = FavouritesRouter(window: window, store: store)
    let presenter = FavouritesPresenter(interactor: reporting, router: ReportingFavouritesRouter(router))
    let view = FavouritesView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate) {
    guard let window else { return }
    let detail = FavouriteDetailRouter.assembleModule(
      driver: driver, isFavourite: isFavourite, store: store, delegate: delegate, window: window)
    window.push(detail)
  }
}
