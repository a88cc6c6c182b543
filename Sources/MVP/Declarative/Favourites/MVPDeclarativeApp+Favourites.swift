import DeclarativeUI
import Domain
import TextUI

extension MVPDeclarativeApp {
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await MVPApp.startFavourites(drivers: drivers, store: store, in: window)
  }
}
