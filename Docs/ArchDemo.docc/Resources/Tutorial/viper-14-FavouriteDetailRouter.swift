import Domain
import TextUI

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
  /// Between the presenter and its interactor, router and delegate sit reporting decorators,
  /// which report each message they pass on: the presenter holds those standing for the
  /// interactor and the router, and the interactor's keeps the two that weak references point
  /// to, the interactor's output (which holds the presenter weakly) and the presenter's delegate
  /// (which holds the delegate weakly).
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
    let reporting = ReportingFavouriteDetailInteractor(interactor)
    let router = FavouriteDetailRouter(window: window)
    let presenter = FavouriteDetailPresenter(interactor: reporting, router: ReportingFavouriteDetailRouter(router))
    let view = FavouriteDetailView(presenter: presenter)
    presenter.view = view
    reporting.delegate.delegate = delegate
    presenter.delegate = reporting.delegate
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissDetail() {
    window?.pop()
  }
}
