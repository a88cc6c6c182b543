import Domain

/// Formats the driver and its star for the detail view, and tells the module delegate of a saved star.
@MainActor
final class FavouriteDetailPresenter: FavouriteDetailPresenterInterface, FavouriteDetailInteractorOutput {
  weak var view: (any FavouriteDetailViewInterface)?
  weak var delegate: (any FavouriteDetailModuleDelegate)?
  let interactor: any FavouriteDetailInteractorInput
  let router: any FavouriteDetailRouterInterface

  init(interactor: any FavouriteDetailInteractorInput, router: any FavouriteDetailRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: FavouriteDetailPresenterInterface

  func viewDidLoad() {}

  func starTapped() {}

  func backTapped() {}

  // MARK: FavouriteDetailInteractorOutput

  func didLoad(driver: Driver, isFavourite: Bool) {}

  func didSetFavourite(_ isFavourite: Bool, driver: Driver) {}

  func didFailToSaveFavourite(with error: StoreError) {}
}
