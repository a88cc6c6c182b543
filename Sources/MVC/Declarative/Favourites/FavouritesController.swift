// MVC · favourites, declarative — drivers with a star; a detail screen stars one and a store
// keeps it.
//
// Start with FavouritesController: it fetches the drivers, reads the starred numbers from the
// store, and keeps both in Domain's FavouriteDrivers, which lists the favourites first.
// Selecting a row makes it create a FavouriteDetailController, become its delegate and append
// it to its navigation path, which FavouritesScreen's NavigationStack follows; the detail saves
// the star itself and tells its delegate, and the list re-sorts its rows.
import Domain
import Observation
import TextUI
import Tracing

/// Loads the drivers and their stars, holds the list with the favourites first and the detail
/// pushed over it.
@Observable
@MainActor
final class FavouritesController: FavouriteDetailControllerDelegate {
  /// What the list shows.
  private(set) var content = ListContent.loading
  /// The details pushed over the list, bottom first.
  private(set) var path: [FavouriteDetailController] = []
  @ObservationIgnored private var favourites = FavouriteDrivers()
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private let store: any FavouritesStore
  /// The load in flight: a refresh cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  deinit {
    loadTask?.cancel()
  }

  /// The screen appeared: the first load.
  func viewDidLoad() {
    loadFavourites()
  }

  /// The user pulled to refresh.
  func refreshRequested() {
    loadFavourites()
  }

  /// The user tapped a row: its driver's detail is pushed.
  func rowSelected(at index: Int) {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    let detail = FavouriteDetailController(
      driver: listed[index], isFavourite: favourites.isFavourite(listed[index]), store: store)
    detail.delegate = self
    path.append(detail)
  }

  /// The navigation stack's path was written, e.g. by `back`.
  func pathChanged(to path: [FavouriteDetailController]) {
    self.path = path
  }

  // MARK: FavouriteDetailControllerDelegate

  func favouriteDetailController(_ controller: FavouriteDetailController, didSetFavourite isFavourite: Bool) {
    Trace.message(
      from: "Controller", to: "Delegate",
      "favouriteDetailController(didSetFavourite: \(isFavourite), number: \(controller.driver.number))")
    favourites.setFavourite(isFavourite, number: controller.driver.number)
    showDrivers()
  }

  // MARK: Private

  private func loadFavourites() {
    loadTask?.cancel()
    content = .loading
    favourites = FavouriteDrivers()
    loadTask = Task { [weak self, service, store] in
      let drivers: [Driver]
      do throws(ServiceError) {
        drivers = try await service.fetchDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        content = .alert(title: FailureText.driversNotLoaded, message: error.message)
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
        content = .alert(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
      }
    }
  }

  private func showDrivers() {
    let listed = favourites.listed
    guard !listed.isEmpty else {
      content = .empty(FavouriteDrivers.emptyMessage)
      return
    }
    content = .rows(
      listed.map { driver in
        Row(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }
}
