import Domain

/// The use case "list my favourite drivers": the drivers from the service, the stars from the
/// store, kept together so a selected row can be handed on as an entity.
@MainActor
final class FavouritesInteractor: FavouritesInteractorInput {
  weak var output: (any FavouritesInteractorOutput)?
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()

  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  func loadFavourites() {}

  func selectDriver(at index: Int) {}

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {}
}
