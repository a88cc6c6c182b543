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

  func viewDidLoad() {
    interactor.loadDriver()
  }

  func starTapped() {
    interactor.toggleFavourite()
  }

  func backTapped() {
    router.dismissDetail()
  }

  // MARK: FavouriteDetailInteractorOutput

  func didLoad(driver: Driver, isFavourite: Bool) {
    view?.show(fields: Self.fields(driver, isFavourite: isFavourite))
  }

  func didSetFavourite(_ isFavourite: Bool, driver: Driver) {
    view?.show(fields: Self.fields(driver, isFavourite: isFavourite))
    delegate?.favouriteDetailModuleDidSetFavourite(isFavourite, number: driver.number)
  }

  func didFailToSaveFavourite(with error: StoreError) {
    view?.showError(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
  }

  private static func fields(_ driver: Driver, isFavourite: Bool) -> [FieldDisplayItem] {
    DisplayFormat.favouriteFields(driver, isFavourite: isFavourite).map {
      FieldDisplayItem(label: $0.label, value: $0.value)
    }
  }
}
