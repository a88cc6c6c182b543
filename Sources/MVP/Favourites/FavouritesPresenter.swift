import Domain

/// Loads the drivers and their stars, and formats the list with the favourites first.
@MainActor
final class FavouritesPresenter {
  private weak var view: (any FavouritesViewInterface)?
  private weak var coordinator: (any FavouritesCoordinating)?
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()
  /// The load in flight: a refresh cancels it, and so does the presenter's end.
  private var loadTask: Task<Void, Never>?

  init(service: any DriverService, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.service = service
    self.store = store
    self.coordinator = coordinator
  }

  deinit {
    loadTask?.cancel()
  }

  func attach(view: any FavouritesViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    loadFavourites()
  }

  func refreshRequested() {
    loadFavourites()
  }

  func rowSelected(at index: Int) {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    coordinator?.showDetail(of: listed[index], isFavourite: favourites.isFavourite(listed[index]))
  }

  /// The detail saved a star: the list re-sorts, so the driver moves among the favourites or out.
  func favouriteChanged(_ isFavourite: Bool, number: Int) {
    favourites.setFavourite(isFavourite, number: number)
    showDrivers()
  }

  private func loadFavourites() {
    loadTask?.cancel()
    view?.showLoading()
    favourites = FavouriteDrivers()
    loadTask = Task { [weak self, service, store] in
      let drivers: [Driver]
      do throws(ServiceError) {
        drivers = try await service.fetchDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        view?.showError(title: FailureText.driversNotLoaded, message: error.message)
        return
      }
      guard !Task.isCancelled else { return }
      do throws(StoreError) {
        let numbers = try await store.favouriteNumbers()
        guard let self, !Task.isCancelled else { return }
        favourites = FavouriteDrivers(drivers: drivers, favourites: numbers)
        showDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        view?.showError(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
      }
    }
  }

  private func showDrivers() {
    let listed = favourites.listed
    guard !listed.isEmpty else {
      view?.showEmptyState(message: FavouriteDrivers.emptyMessage)
      return
    }
    view?.show(
      favourites: listed.map { driver in
        FavouriteRowViewData(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }
}
