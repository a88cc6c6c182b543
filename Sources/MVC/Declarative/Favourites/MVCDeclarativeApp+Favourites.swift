import DeclarativeUI
import Domain
import TextUI

extension MVCDeclarativeApp {
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await MVCApp.startFavourites(drivers: drivers, store: store, in: window)
  }
}
