import DeclarativeUI
import Domain
import TextUI

extension UDFDeclarativeApp {
  /// Shows the favourites list in a navigation stack that follows the store's `detail`; returns
  /// when the list has loaded.
  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let feature = FavouritesFeature(service: drivers, favouritesStore: store)
    let store = Store(initialState: FavouritesFeature.State(), reducer: feature)
    await window.setRoot(HostingScreen(FavouritesStackScreen(store: store), in: window))
  }
}
