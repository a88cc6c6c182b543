import Domain

/// Loads the drivers and their stars, and formats the list with the favourites first.
@MainActor
final class FavouritesPresenter {
  private weak var view: (any FavouritesViewInterface)?
  private weak var coordinator: (any FavouritesCoordinating)?
  private let service: any DriverService
  private let store: any FavouritesStore

  init(service: any DriverService, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.service = service
    self.store = store
    self.coordinator = coordinator
  }

  func attach(view: any FavouritesViewInterface) {
    self.view = view
  }

  func viewDidLoad() {}

  func refreshRequested() {}

  func rowSelected(at index: Int) {}

  /// The detail saved a star: the list re-sorts, so the driver moves among the favourites or out.
  func favouriteChanged(_ isFavourite: Bool, number: Int) {}
}
