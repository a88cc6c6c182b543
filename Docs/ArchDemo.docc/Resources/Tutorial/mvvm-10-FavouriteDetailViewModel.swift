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
  /// The save in flight: a second tap while it is out saves nothing, and the view model's end
  /// cancels it.
  @ObservationIgnored private var saveTask: Task<Void, Never>?

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

  deinit {
    saveTask?.cancel()
  }

  var inputs: any FavouriteDetailViewModelInputs { self }
  var outputs: any FavouriteDetailViewModelOutputs { self }

  // MARK: Inputs

  func viewDidLoad() {}

  /// Saves the opposite star; a tap while the save is out does nothing, as a button disabled
  /// while it saves.
  func starTapped() {
    guard saveTask == nil else { return }
    let starred = !isFavourite
    saveTask = Task { [weak self, store, driver] in
      do throws(StoreError) {
        try await store.setFavourite(starred, number: driver.number)
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        isFavourite = starred
        errorAlert = nil
        fields = Self.fields(driver, isFavourite: starred)
        coordinator?.favouriteDidChange(starred, number: driver.number)
      } catch {
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        errorAlert = AlertViewData(title: FailureText.favouriteNotSaved, message: error.favouritesMessage)
      }
    }
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
