import DeclarativeUI
import Domain
import TextUI

extension MVVMDeclarativeApp {
  /// Shows the favourites list in a navigation stack whose path a ``FavouritesStackCoordinator``
  /// owns; returns when the list has loaded.
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let coordinator = FavouritesStackCoordinator(service: drivers, store: store)
    await window.setRoot(HostingScreen(FavouritesStackScreen(coordinator: coordinator), in: window))
  }
}
