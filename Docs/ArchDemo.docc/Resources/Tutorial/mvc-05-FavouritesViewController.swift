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

/// Loads the drivers and their stars and lists the favourites first.
@MainActor
final class FavouritesViewController: Screen {
  /// The view this controller owns and fills.
  let textView = ListTextView()
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

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        await refreshRequested()
      },
    ]
  }

  private func viewDidLoad() async {
    await loadFavourites()
  }

  private func refreshRequested() async {
    await loadFavourites()
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
