import DeclarativeUI
import Domain
import TextUI

extension VIPERDeclarativeApp {
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await VIPERApp.startFavourites(drivers: drivers, store: store, in: window)
  }
}
