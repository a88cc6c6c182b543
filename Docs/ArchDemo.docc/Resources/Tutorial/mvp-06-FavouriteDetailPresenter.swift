import Domain

/// Formats one driver and its star, and saves a new star to the store.
@MainActor
final class FavouriteDetailPresenter {
  private weak var view: (any FavouriteDetailView)?
  private weak var navigator: (any FavouritesNavigating)?
  private let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore

  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore, navigator: any FavouritesNavigating) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
    self.navigator = navigator
  }

  func attach(view: any FavouriteDetailView) {
    self.view = view
  }

  func viewDidLoad() {
    showFields()
  }

  /// Saves the opposite star; on success shows it and tells the navigator, on failure the alert.
  func starTapped() async {
    do {
      try await store.setFavourite(!isFavourite, number: driver.number)
    } catch {
      view?.showError(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      return
    }
    isFavourite.toggle()
    showFields()
    navigator?.favouriteDidChange(isFavourite, number: driver.number)
  }

  func backTapped() {
    navigator?.closeDetail()
  }

  private func showFields() {
    view?.show(
      fields: DisplayFormat.favouriteFields(driver, isFavourite: isFavourite).map {
        FieldViewData(label: $0.label, value: $0.value)
      })
  }
}
