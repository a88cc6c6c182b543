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
  let textView = ListTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { textView.table }
  private let service: any DriverService
  private let store: any FavouritesStore
  private var favourites = FavouriteDrivers()

  /// - Parameters:
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  let title = "Favourites"

  func body() -> [String] {
    textView.lines
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await viewDidLoad()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try textView.index(ofRowNumber: number)
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .select { [self] index in
        Trace.message(from: "View", to: "Controller", "rowSelected(at: \(index))")
        await rowSelected(at: index)
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        await refreshRequested()
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

  private func viewDidLoad() async {
    await loadFavourites()
  }

  private func refreshRequested() async {
    await loadFavourites()
  }

  private func rowSelected(at index: Int) async {
    let listed = favourites.listed
    guard listed.indices.contains(index) else { return }
    let detail = FavouriteDetailViewController(
      driver: listed[index], isFavourite: favourites.isFavourite(listed[index]), store: store)
    detail.window = window
    detail.delegate = self
    await window?.push(detail)
  }

  private func loadFavourites() async {
    textView.content = .loading
    favourites = FavouriteDrivers()
    let drivers: [Driver]
    do {
      drivers = try await service.fetchDrivers()
    } catch {
      textView.content = .alert(title: FailureText.driversNotLoaded, message: error.message)
      return
    }
    do {
      favourites = FavouriteDrivers(drivers: drivers, favourites: try await store.favouriteNumbers())
    } catch {
      textView.content = .alert(title: FailureText.favouritesNotLoaded, message: error.favouritesMessage)
      return
    }
    showDrivers()
  }

  private func showDrivers() {
    let listed = favourites.listed
    guard !listed.isEmpty else {
      textView.content = .empty(FavouriteDrivers.emptyMessage)
      return
    }
    textView.content = .rows(
      listed.map { driver in
        Row(
          title: DisplayFormat.favouriteTitle(driver, isFavourite: favourites.isFavourite(driver)),
          detail: DisplayFormat.driverDetail(driver))
      })
  }
}
