import DeclarativeUI
import Domain
import TextUI

extension MVPDeclarativeApp {
  /// Starts the favourites: the path coordinator builds the list module, and the stack screen
  /// that follows the coordinator's path shows it.
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let coordinator = FavouritesPathCoordinator(service: drivers, store: store)
    let screen = FavouritesStackScreen(coordinator: coordinator, list: coordinator.makeList())
    await window.setRoot(HostingScreen(screen, in: window))
  }
}
