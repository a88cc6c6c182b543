import DeclarativeUI
import Domain
import TextUI

extension MVCDeclarativeApp {
  /// Shows the favourite drivers in `window`; the list's controller holds the detail it pushes.
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let controller = FavouritesController(service: drivers, store: store)
    await window.setRoot(HostingScreen(FavouritesScreen(controller: controller), in: window))
  }
}
