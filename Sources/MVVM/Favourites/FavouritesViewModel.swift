import Domain
import Observation

/// Loads the drivers and their stars from the service and the store, and states the list with
/// the favourites first.
@MainActor
@Observable
final class FavouritesViewModel: FavouritesViewModelType, FavouritesViewModelInputs, FavouritesViewModelOutputs {
  private var content: ListContent<FavouriteRowViewData> = .loading
  @ObservationIgnored private weak var coordinator: (any FavouritesCoordinating)?
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private let store: any FavouritesStore
  @ObservationIgnored private var favourites = FavouriteDrivers()
  /// The load in flight: a refresh cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  ///   - coordinator: where a selected driver is shown; held weakly.
  init(service: any DriverService, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.service = service
    self.store = store
    self.coordinator = coordinator
  }

  deinit {
    loadTask?.cancel()
  }

  var inputs: any FavouritesViewModelInputs { self }
  var outputs: any FavouritesViewModelOutputs { self }

  // MARK: Outputs

  var rows: [FavouriteRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

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

  func favouriteChanged(_ isFavourite: Bool, number: Int) {
    favourites.setFavourite(isFavourite, number: number)
    content = Self.content(for: favourites)
  }

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
        content = .failed(AlertViewData(title: FailureText.driversNotLoaded, message: error.message))
        return
      }
      guard !Task.isCancelled else { return }
      do throws(StoreError) {
        let numbers = try await store.favouriteNumbers()
        guard let self, !Task.isCancelled else { return }
        favourites = FavouriteDrivers(drivers: drivers, favourites: numbers)
        content = Self.content(for: favourites)
      } catch {
        guard let self, !Task.isCancelled else { return }
        content = .failed(AlertViewData(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage))
      }
    }
  }

  private static func content(for favourites: FavouriteDrivers) -> ListContent<FavouriteRowViewData> {
    let listed = favourites.listed
    guard !listed.isEmpty else { return .empty(FavouriteDrivers.emptyMessage) }
    return .loaded(
      listed.map { driver in
        FavouriteRowViewData(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }
}
