import DeclarativeUI
import Domain
import TextUI

extension MVVMDeclarativeApp {
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await MVVMApp.startFavourites(drivers: drivers, store: store, in: window)
  }
}
