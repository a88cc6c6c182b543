import Domain
import TextUI
import Tracing

/// The detail wireframe: assembles the driver detail module and pops it.
@MainActor
final class FavouriteDetailRouter: FavouriteDetailRouterInterface {
  /// The window the detail was pushed on; this reference is weak.
  weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  /// Builds and wires the detail module for `driver`: its one composition root.
  ///
  /// - Parameters:
  ///   - driver: the entity the module shows.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the interactor saves the star.
  ///   - delegate: who hears of a saved star; held weakly.
  ///   - window: where the router pops the detail on `back`.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(
    driver: Driver, isFavourite: Bool, store: any FavouritesStore, delegate: any FavouriteDetailModuleDelegate,
    window: Window
  ) -> FavouriteDetailView {
    let interactor = FavouriteDetailInteractor(driver: driver, isFavourite: isFavourite, store: store)
    let router = FavouriteDetailRouter(window: window)
    let presenter = FavouriteDetailPresenter(interactor: interactor, router: router)
    let view = FavouriteDetailView(presenter: presenter)
    presenter.view = view
    presenter.delegate = delegate
    interactor.output = presenter
    return view
  }

  func dismissDetail() {
    Trace.message(from: "Presenter", to: "Router", "dismissDetail()")
    window?.pop()
  }
}
