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
    fields = Self.fields(driver, isFavourite: isFavourite)
  }

  var inputs: any FavouriteDetailViewModelInputs { self }
  var outputs: any FavouriteDetailViewModelOutputs { self }

  // MARK: Inputs

  func viewDidLoad() {}

  func starTapped() async {
    do {
      try await store.setFavourite(!isFavourite, number: driver.number)
    } catch {
      errorAlert = AlertViewData(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      return
    }
    isFavourite.toggle()
    errorAlert = nil
    fields = Self.fields(driver, isFavourite: isFavourite)
    coordinator?.favouriteDidChange(isFavourite, number: driver.number)
  }

  func backTapped() {
    coordinator?.closeDetail()
  }

  private static func fields(_ driver: Driver, isFavourite: Bool) -> [FieldViewData] {
    DisplayFormat.favouriteFields(driver, isFavourite: isFavourite).map {
      FieldViewData(label: $0.label, value: $0.value)
    }
  }
}
