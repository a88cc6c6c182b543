import Domain
import Tracing

/// The use case "star a driver": serves the entity the module was built with and saves its star.
@MainActor
final class FavouriteDetailInteractor: FavouriteDetailInteractorInput {
  weak var output: (any FavouriteDetailInteractorOutput)?
  private let driver: Driver
  private var isFavourite: Bool
  private let store: any FavouritesStore

  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
  }

  func loadDriver() {
    Trace.message(from: "Presenter", to: "Interactor", "loadDriver()")
    output?.didLoad(driver: driver, isFavourite: isFavourite)
  }

  func toggleFavourite() async {
    Trace.message(from: "Presenter", to: "Interactor", "toggleFavourite()")
    do {
      try await store.setFavourite(!isFavourite, number: driver.number)
    } catch {
      output?.didFailToSaveFavourite(with: error)
      return
    }
    isFavourite.toggle()
    output?.didSetFavourite(isFavourite, driver: driver)
  }
}
