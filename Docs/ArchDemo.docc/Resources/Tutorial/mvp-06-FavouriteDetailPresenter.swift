import Domain

/// Formats one driver and its star, and saves a new star to the store.
@MainActor
final class FavouriteDetailPresenter {
  private weak var view: (any FavouriteDetailViewInterface)?
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

  func attach(view: any FavouriteDetailViewInterface) {
    self.view = view
  }

  func viewDidLoad() {}

  /// Saves the opposite star; on success shows it and tells the coordinator, on failure the
  /// alert. A tap while the save is out does nothing, as a button disabled while it saves.
  func starTapped() {}

  func backTapped() {}
}
