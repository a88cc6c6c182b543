import Domain

/// Turns list events into use-case requests, the entity state into rows, a selection into a
/// route, and a star the detail module saved into a re-sorted list.
@MainActor
final class FavouritesPresenter: FavouritesPresenterInterface, FavouritesInteractorOutput,
  FavouriteDetailModuleDelegate
{
  weak var view: (any FavouritesViewInterface)?
  let interactor: any FavouritesInteractorInput
  let router: any FavouritesRouterInterface

  init(interactor: any FavouritesInteractorInput, router: any FavouritesRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: FavouritesPresenterInterface

  func viewDidLoad() {}

  func refreshRequested() {}

  func rowSelected(at index: Int) {}

  // MARK: FavouritesInteractorOutput

  func didLoad(favourites: FavouriteDrivers) {}

  func didFailToLoadDrivers(with error: ServiceError) {}

  func didFailToLoadFavourites(with error: StoreError) {}

  func didSelect(driver: Driver, isFavourite: Bool) {}

  // MARK: FavouriteDetailModuleDelegate

  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int) {}
}
