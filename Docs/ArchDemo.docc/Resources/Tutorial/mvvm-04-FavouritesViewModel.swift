import Domain
import Observation

/// Loads the drivers and their stars from the service and the store, and states the list with
/// the favourites first.
@MainActor
@Observable
final class FavouritesViewModel: FavouritesViewModelType, FavouritesViewModelInputs, FavouritesViewModelOutputs {
  @ObservationIgnored private weak var coordinator: (any FavouritesCoordinating)?
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private let store: any FavouritesStore

  /// - Parameters:
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  ///   - coordinator: where a selected driver is shown; held weakly.
  init(service: any DriverService, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.service = service
    self.store = store
    self.coordinator = coordinator
  }

  var inputs: any FavouritesViewModelInputs { self }
  var outputs: any FavouritesViewModelOutputs { self }

  // MARK: Outputs

  var rows: [FavouriteRowViewData] { [] }
  var isLoading: Bool { false }
  var emptyMessage: String? { nil }
  var errorAlert: AlertViewData? { nil }

  // MARK: Inputs

  func viewDidLoad() {}

  func refreshRequested() {}

  func rowSelected(at index: Int) {}

  func favouriteChanged(_ isFavourite: Bool, number: Int) {}
}
