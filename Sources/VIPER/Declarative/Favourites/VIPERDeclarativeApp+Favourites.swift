import DeclarativeUI
import Domain
import TextUI

extension VIPERDeclarativeApp {
  /// Starts the favourites: the list module, assembled with the router that pushes the detail
  /// module on the path the stack screen follows.
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let navigation = FavouritesNavigation()
    let list = FavouritesPathRouter.assembleModule(service: drivers, store: store, navigation: navigation)
    await window.setRoot(HostingScreen(FavouritesStackScreen(navigation: navigation, list: list), in: window))
  }
}
