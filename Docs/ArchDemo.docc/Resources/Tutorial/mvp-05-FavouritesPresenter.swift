import Domain

/// Loads the drivers and their stars, and formats the list with the favourites first.
@MainActor
final class FavouritesPresenter {
  private weak var view: (any FavouritesView)?
  private weak var coordinator: (any FavouritesCoordinating)?
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()

  init(service: any DriverService, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.service = service
    self.store = store
    self.coordinator = coordinator
  }

  func attach(view: any FavouritesView) {
    self.view = view
  }

  func viewDidLoad() async {
    await loadFavourites()
  }

  func refreshRequested() async {
    await loadFavourites()
  }

  func rowSelected(at index: Int) async {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    await coordinator?.showDetail(of: listed[index], isFavourite: favourites.isFavourite(listed[index]))
  }

  /// The detail saved a star: the list re-sorts, so the driver moves among the favourites or out.
  func favouriteChanged(_ isFavourite: Bool, number: Int) {
    favourites.setFavourite(isFavourite, number: number)
    showDrivers()
  }

  private func loadFavourites() async {
    view?.showLoading()
    favourites = FavouriteDrivers()
    let drivers: [Driver]
    do {
      drivers = try await service.fetchDrivers()
    } catch {
      view?.showError(title: FailureText.driversNotLoaded, message: error.message)
      return
    }
    do {
      favourites = FavouriteDrivers(drivers: drivers, favourites: try await store.favouriteNumbers())
    } catch {
      view?.showError(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
      return
    }
    showDrivers()
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
