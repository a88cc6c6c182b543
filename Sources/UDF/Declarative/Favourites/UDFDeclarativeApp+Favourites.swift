import DeclarativeUI
import Domain
import TextUI

extension UDFDeclarativeApp {
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await UDFApp.startFavourites(drivers: drivers, store: store, in: window)
  }
}
