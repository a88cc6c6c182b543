import Domain

/// The use case "star a driver": serves the entity the module was built with and saves its star.
@MainActor
final class FavouriteDetailInteractor: FavouriteDetailInteractorInput {
  weak var output: (any FavouriteDetailInteractorOutput)?
  private let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore
  /// The save in flight: asked again while it is out, the interactor saves nothing; its end
  /// cancels it.
  private var saveTask: Task<Void, Never>?

  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
  }

  deinit {
    saveTask?.cancel()
  }

  func loadDriver() {
    output?.didLoad(driver: driver, isFavourite: isFavourite)
  }

  func toggleFavourite() {
    guard saveTask == nil else { return }
    let starred = !isFavourite
    saveTask = Task { [weak self, store, driver] in
      do throws(StoreError) {
        try await store.setFavourite(starred, number: driver.number)
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        isFavourite = starred
        output?.didSetFavourite(starred, driver: driver)
      } catch {
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        output?.didFailToSaveFavourite(with: error)
      }
    }
  }
}
