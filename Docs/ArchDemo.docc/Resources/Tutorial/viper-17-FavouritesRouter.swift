import Domain
import TextUI
import Tracing

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
  /// - Parameters:
  ///   - service: where the interactor fetches the drivers.
  ///   - store: where the stars are kept, for both modules.
  ///   - window: where the router pushes the detail module.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(service: any DriverService, store: any FavouritesStore, window: Window) -> FavouritesView {
    let interactor = FavouritesInteractor(service: service, store: store)
    let router = FavouritesRouter(window: window, store: store)
    let presenter = FavouritesPresenter(interactor: interactor, router: router)
    let view = FavouritesView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate) {
    Trace.message(from: "Presenter", to: "Router", "presentDetail(for: \(literal: driver.fullName))")
    guard let window else { return }
    let detail = FavouriteDetailRouter.assembleModule(
      driver: driver, isFavourite: isFavourite, store: store, delegate: delegate, window: window)
    window.push(detail)
  }
}
