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

  func viewDidLoad() {
    loadFavourites()
  }

  func refreshRequested() {
    loadFavourites()
  }

  func rowSelected(at index: Int) {
    interactor.selectDriver(at: index)
  }

  private func loadFavourites() {
    view?.showLoading()
    interactor.loadFavourites()
  }

  // MARK: FavouritesInteractorOutput

  func didLoad(favourites: FavouriteDrivers) {
    let listed = favourites.listed
    guard !listed.isEmpty else {
      view?.showEmptyState(message: FavouriteDrivers.emptyMessage)
      return
    }
    view?.show(
      rows: listed.map { driver in
        ListRowDisplayItem(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }

  func didFailToLoadDrivers(with error: ServiceError) {
    view?.showError(title: FailureText.driversNotLoaded, message: error.message)
  }

  func didFailToLoadFavourites(with error: StoreError) {
    view?.showError(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
  }

  func didSelect(driver: Driver, isFavourite: Bool) {
    router.presentDetail(for: driver, isFavourite: isFavourite, delegate: self)
  }

  // MARK: FavouriteDetailModuleDelegate

  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int) {
    interactor.favouriteDidChange(isFavourite, number: number)
  }
}
