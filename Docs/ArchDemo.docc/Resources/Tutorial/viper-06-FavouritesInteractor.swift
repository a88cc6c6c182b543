import Domain

/// The use case "list my favourite drivers": the drivers from the service, the stars from the
/// store, kept together so a selected row can be handed on as an entity.
@MainActor
final class FavouritesInteractor: FavouritesInteractorInput {
  weak var output: (any FavouritesInteractorOutput)?
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()
  /// The load in flight: a refresh cancels it, and so does the interactor's end.
  private var loadTask: Task<Void, Never>?

  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  deinit {
    loadTask?.cancel()
  }

  func loadFavourites() {
    loadTask?.cancel()
    favourites = FavouriteDrivers()
    loadTask = Task { [weak self, service, store] in
      let drivers: [Driver]
      do throws(ServiceError) {
        drivers = try await service.fetchDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        output?.didFailToLoadDrivers(with: error)
        return
      }
      guard !Task.isCancelled else { return }
      do throws(StoreError) {
        let numbers = try await store.favouriteNumbers()
        guard let self, !Task.isCancelled else { return }
        favourites = FavouriteDrivers(drivers: drivers, favourites: numbers)
        output?.didLoad(favourites: favourites)
      } catch {
        guard let self, !Task.isCancelled else { return }
        output?.didFailToLoadFavourites(with: error)
      }
    }
  }

  func selectDriver(at index: Int) {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    output?.didSelect(driver: listed[index], isFavourite: favourites.isFavourite(listed[index]))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    favourites.setFavourite(isFavourite, number: number)
    output?.didLoad(favourites: favourites)
  }
}
