import Domain
import Observation

/// Holds one driver and its star for the detail screen; `star` saves the new star to the store
/// itself, then tells its delegate.
///
/// The list holds this controller in its navigation path, so the detail shows while the path
/// holds it, and the save still out is cancelled when it goes.
@Observable
@MainActor
final class FavouriteDetailController {
  /// Who hears that the star was saved; held weakly.
  @ObservationIgnored weak var delegate: (any FavouriteDetailControllerDelegate)?
  /// The driver shown.
  let driver: Driver
  /// Whether the driver is starred now.
  private(set) var isFavourite: Bool
  /// The alert above the fields after a failed save, or `nil`; a saved star takes it down.
  private(set) var alert: (title: String, message: String)?
  @ObservationIgnored private let store: any FavouritesStore
  /// The save in flight: a second tap while it is out saves nothing, and the controller's end
  /// cancels it.
  @ObservationIgnored private var saveTask: Task<Void, Never>?

  /// - Parameters:
  ///   - driver: the driver to show.
  ///   - isFavourite: whether it is starred now.
  ///   - store: where the star is saved.
  init(driver: Driver, isFavourite: Bool, store: any FavouritesStore) {
    self.driver = driver
    self.isFavourite = isFavourite
    self.store = store
  }

  deinit {
    saveTask?.cancel()
  }

  /// Name, team, number and the star, labels in a column.
  var fields: [(label: String, value: String)] {
    DisplayFormat.favouriteFields(driver, isFavourite: isFavourite)
  }

  /// Saves the opposite star; a tap while the save is out does nothing, as a button disabled
  /// while it saves.
  func starTapped() {
    guard saveTask == nil else { return }
    let starred = !isFavourite
    saveTask = Task { [weak self, store, number = driver.number] in
      do throws(StoreError) {
        try await store.setFavourite(starred, number: number)
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        isFavourite = starred
        alert = nil
        delegate?.favouriteDetailController(self, didSetFavourite: starred)
      } catch {
        guard let self, !Task.isCancelled else { return }
        saveTask = nil
        alert = (FailureText.favouriteNotSaved, error.favouritesMessage)
      }
    }
  }
}

/// A detail is told from another by identity: the route of the list's navigation path.
extension FavouriteDetailController: Hashable {
  nonisolated static func == (lhs: FavouriteDetailController, rhs: FavouriteDetailController) -> Bool {
    lhs === rhs
  }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
