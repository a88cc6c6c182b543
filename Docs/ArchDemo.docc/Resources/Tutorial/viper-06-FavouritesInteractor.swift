import Domain
import Tracing

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

  func loadFavourites() async {
    Trace.message(from: "Presenter", to: "Interactor", "loadFavourites()")
    favourites = FavouriteDrivers()
    let drivers: [Driver]
    do {
      drivers = try await service.fetchDrivers()
    } catch {
      output?.didFailToLoadDrivers(with: error)
      return
    }
    do {
      favourites = FavouriteDrivers(drivers: drivers, favourites: try await store.favouriteNumbers())
    } catch {
      output?.didFailToLoadFavourites(with: error)
      return
    }
    output?.didLoad(favourites: favourites)
  }

  func selectDriver(at index: Int) async {
    Trace.message(from: "Presenter", to: "Interactor", "selectDriver(at: \(index))")
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    await output?.didSelect(driver: listed[index], isFavourite: favourites.isFavourite(listed[index]))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "Presenter", to: "Interactor", "favouriteDidChange(\(isFavourite), number: \(number))")
    favourites.setFavourite(isFavourite, number: number)
    output?.didLoad(favourites: favourites)
  }
}
