import Domain

/// Formats one driver and its star, and saves a new star to the store.
@MainActor
final class FavouriteDetailPresenter {
  private weak var view: (any FavouriteDetailView)?
  private weak var coordinator: (any FavouritesCoordinating)?
  private let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore

  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
    self.coordinator = coordinator
  }

  func attach(view: any FavouriteDetailView) {
    self.view = view
  }

  func viewDidLoad() {
    showFields()
  }

  /// Saves the opposite star; on success shows it and tells the coordinator, on failure the alert.
  func starTapped() async {
    do {
      try await store.setFavourite(!isFavourite, number: driver.number)
    } catch {
      view?.showError(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      return
    }
    isFavourite.toggle()
    showFields()
    coordinator?.favouriteDidChange(isFavourite, number: driver.number)
  }

  func backTapped() {
    coordinator?.closeDetail()
  }

  private func showFields() {
    view?.show(
      fields: DisplayFormat.favouriteFields(driver, isFavourite: isFavourite).map {
        FieldViewData(label: $0.label, value: $0.value)
      })
  }
}
