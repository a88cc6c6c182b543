import Domain
import Observation

/// States one driver and its star, and saves a new star to the store.
@MainActor
@Observable
final class FavouriteDetailViewModel: FavouriteDetailViewModelType, FavouriteDetailViewModelInputs,
  FavouriteDetailViewModelOutputs
{
  private(set) var fields: [FieldViewData] = []
  private(set) var errorAlert: AlertViewData?
  @ObservationIgnored private weak var coordinator: (any FavouritesCoordinating)?
  @ObservationIgnored private let driver: Driver
  @ObservationIgnored private var isFavourite: Bool
  @ObservationIgnored private let store: any FavouritesStore

  /// - Parameters:
  ///   - driver: the driver to show.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the star is saved.
  ///   - coordinator: who hears of a saved star and closes the detail; held weakly.
  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore, coordinator: any FavouritesCoordinating) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
    self.coordinator = coordinator
  }

  var inputs: any FavouriteDetailViewModelInputs { self }
  var outputs: any FavouriteDetailViewModelOutputs { self }

  // MARK: Inputs

  func viewDidLoad() {}

  /// Saves the opposite star; a tap while the save is out does nothing, as a button disabled
  /// while it saves.
  func starTapped() {}

  func backTapped() {}
}
