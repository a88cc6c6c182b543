import Domain

/// The driver detail wireframe of the declarative views: assembles the detail module and pops
/// it by removing its route from the path.
///
/// A second router beside `FavouriteDetailRouter`, which pops the window: here the path is the
/// stack. Both implement `FavouriteDetailRouterInterface`, so the presenter, the interactor and
/// the reporting decorators are the same.
@MainActor
final class FavouriteDetailPathRouter: FavouriteDetailRouterInterface {
  /// The path the detail was pushed on; this reference is weak.
  weak var navigation: FavouritesNavigation?

  init(navigation: FavouritesNavigation) {
    self.navigation = navigation
  }

  /// Builds and wires the detail module for `driver`: the same interactor, presenter and
  /// reporting decorators as `FavouriteDetailRouter.assembleModule`, with this router and the
  /// view state the screen reads.
  ///
  /// - Parameters:
  ///   - driver: the entity the module shows.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the interactor saves the star.
  ///   - delegate: who hears of a saved star; held weakly.
  ///   - navigation: the path the router pops on `back`.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleModule(
    driver: Driver, isFavourite: Bool, store: any FavouritesStore, delegate: any FavouriteDetailModuleDelegate,
    navigation: FavouritesNavigation
  ) -> FavouriteDetailViewState {
    let interactor = FavouriteDetailInteractor(driver: driver, isFavourite: isFavourite, store: store)
    let reporting = ReportingFavouriteDetailInteractor(interactor)
    let router = FavouriteDetailPathRouter(navigation: navigation)
    let presenter = FavouriteDetailPresenter(interactor: reporting, router: ReportingFavouriteDetailRouter(router))
    let view = FavouriteDetailViewState(presenter: presenter)
    presenter.view = view
    reporting.delegate.delegate = delegate
    presenter.delegate = reporting.delegate
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissDetail() {
    navigation?.path.removeLast()
  }
}
