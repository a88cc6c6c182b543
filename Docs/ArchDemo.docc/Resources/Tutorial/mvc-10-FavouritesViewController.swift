// MVC · favourites — drivers with a star; a detail screen stars one and a store keeps it.
//
// Start with FavouritesViewController: it fetches the drivers, reads the starred numbers from
// the store, and keeps both in Domain's FavouriteDrivers, which lists the favourites first.
// Selecting a row makes the controller build a FavouriteDetailViewController, push it and
// become its delegate; the detail saves the star itself and tells its delegate, and the list
// re-sorts its rows. The views report each property the controllers set to `--trace`; the
// delegate method below reports the callback it receives on its first line.
import Domain
import TextUI
import Tracing

/// Loads the drivers and their stars, lists the favourites first and pushes the detail of the
/// driver the user selects.
@MainActor
final class FavouritesViewController: TableScreen, FavouriteDetailViewControllerDelegate {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let contentView = ListTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()
  /// The load in flight: a refresh cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

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

  let title = "Favourites"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try contentView.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .select { [self] index in
        Trace.message(from: "View", to: "Controller", "rowSelected(at: \(index))")
        rowSelected(at: index)
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        refreshRequested()
      },
    ]
  }

  // MARK: FavouriteDetailViewControllerDelegate

  func favouriteDetailViewController(_ controller: FavouriteDetailViewController, didSetFavourite isFavourite: Bool) {
    Trace.message(
      from: "Controller", to: "Delegate",
      "favouriteDetailViewController(didSetFavourite: \(isFavourite), number: \(controller.driver.number))")
    favourites.setFavourite(isFavourite, number: controller.driver.number)
    showDrivers()
  }

  private func viewDidLoad() {
    loadFavourites()
  }

  private func refreshRequested() {
    loadFavourites()
  }

  private func rowSelected(at index: Int) {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    let detail = FavouriteDetailViewController(
      driver: listed[index], isFavourite: favourites.isFavourite(listed[index]), store: store)
    detail.window = window
    detail.delegate = self
    window?.push(detail)
  }

  private func loadFavourites() {
    loadTask?.cancel()
    contentView.content = .loading
    favourites = FavouriteDrivers()
    loadTask = Task { [weak self, service, store] in
      let drivers: [Driver]
      do throws(ServiceError) {
        drivers = try await service.fetchDrivers()
      } catch {
        guard let self, !Task.isCancelled else { return }
        contentView.content = .alert(title: FailureText.driversNotLoaded, message: error.message)
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
        contentView.content = .alert(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
      }
    }
  }

  private func showDrivers() {
    let listed = favourites.listed
    guard !listed.isEmpty else {
      contentView.content = .empty(FavouriteDrivers.emptyMessage)
      return
    }
    contentView.content = .rows(
      listed.map { driver in
        Row(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }
}
