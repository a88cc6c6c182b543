import Domain
import MVC
import MVP
import MVVM
import TextUI
import UDF
import VIPER

extension Pattern {
  /// Whether this build has the declarative views: `true` in the kit. `Scripts/prove-changes`
  /// proves the change requests, written for the imperative views, on a copy of the kit without
  /// its `Declarative` folders, where this file says `false` (see `Examples/Changes/README.md`).
  package static var declarativeViewsBuilt: Bool { true }

  /// Starts `feature` in this pattern's declarative views in `window` and returns when its first
  /// load has settled.
  @MainActor
  func startDeclarative(_ feature: Feature, services: Services, in window: Window) async {
    switch self {
    case .mvc:
      await start(feature, services, window, app: MVCDeclarativeApp.self, favourites: declarativeFavouritesStart)
    case .mvp:
      await start(feature, services, window, app: MVPDeclarativeApp.self, favourites: declarativeFavouritesStart)
    case .mvvm:
      await start(feature, services, window, app: MVVMDeclarativeApp.self, favourites: declarativeFavouritesStart)
    case .viper:
      await start(feature, services, window, app: VIPERDeclarativeApp.self, favourites: declarativeFavouritesStart)
    case .udf:
      await start(feature, services, window, app: UDFDeclarativeApp.self, favourites: declarativeFavouritesStart)
    }
  }

  /// Each pattern's start of the favourites in its declarative views, or `nil` for a pattern
  /// that does not start them yet: a tutorial's start (`Scripts/tutorial-start`) has `nil` on
  /// its pattern's line, as it has in `favouritesStart`.
  var declarativeFavouritesStart: FavouritesStart? {
    switch self {
    case .mvc: MVCDeclarativeApp.startFavourites(drivers:store:in:)
    case .mvp: MVPDeclarativeApp.startFavourites(drivers:store:in:)
    case .mvvm: MVVMDeclarativeApp.startFavourites(drivers:store:in:)
    case .viper: VIPERDeclarativeApp.startFavourites(drivers:store:in:)
    case .udf: UDFDeclarativeApp.startFavourites(drivers:store:in:)
    }
  }
}

extension MVCDeclarativeApp: PatternApp {}
extension MVPDeclarativeApp: PatternApp {}
extension MVVMDeclarativeApp: PatternApp {}
extension VIPERDeclarativeApp: PatternApp {}
extension UDFDeclarativeApp: PatternApp {}
