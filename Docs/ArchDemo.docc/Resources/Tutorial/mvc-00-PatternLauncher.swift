import Domain
import Instrumentation
import MVC
import MVP
import MVVM
import TextUI
import VIPER

extension Pattern {
  /// Starts `feature` in this pattern in `window` and returns when its first load has settled.
  ///
  /// It calls the pattern's composition root, which builds the screen and its collaborators in
  /// the pattern's own way and sets the screen as the window's root.
  ///
  /// - Parameters:
  ///   - feature: the feature to show.
  ///   - services: the services the feature's objects are given.
  ///   - window: the window the screen is shown in.
  @MainActor
  public func start(_ feature: Feature, services: Services, in window: Window) async {
    switch self {
    case .mvc: await Self.start(feature, services, window, app: MVCApp.self)
    case .mvp: await Self.start(feature, services, window, app: MVPApp.self)
    case .mvvm: await Self.start(feature, services, window, app: MVVMApp.self)
    case .viper: await Self.start(feature, services, window, app: VIPERApp.self)
    }
  }

  @MainActor
  private static func start<App: PatternApp>(
    _ feature: Feature, _ services: Services, _ window: Window, app: App.Type
  ) async {
    switch feature {
    case .users: await App.startUsers(service: services.users, in: window)
    case .drivers: await App.startDrivers(service: services.drivers, in: window)
    case .news: await App.startNews(service: services.news, in: window)
    case .todos: await App.startTodos(store: services.todoStore, schedule: services.schedule, in: window)
    case .melodies:
      let network = TracedNetworkSwitch(services.network, client: services.client)
      await App.startMelodies(service: services.melodies, network: network, in: window)
    case .favourites:
      guard let favourites = App.self as? any FavouritesApp.Type else {
        await window.setRoot(NotBuiltScreen(feature: feature, pattern: App.pattern))
        return
      }
      await favourites.startFavourites(drivers: services.drivers, store: services.favouritesStore, in: window)
    }
  }

  /// Whether this pattern's composition root starts `feature`: every feature, in the kit; a
  /// tutorial's start (`Scripts/tutorial-start`) leaves out the favourites of the chapter's
  /// pattern, which the learner then builds.
  ///
  /// - Parameter feature: the feature.
  /// - Returns: `false` for a feature the pattern has not built yet.
  package func hasBuilt(_ feature: Feature) -> Bool {
    guard feature == .favourites else { return true }
    return switch self {
    case .mvc: Self.startsFavourites(MVCApp.self)
    case .mvp: Self.startsFavourites(MVPApp.self)
    case .mvvm: Self.startsFavourites(MVVMApp.self)
    case .viper: Self.startsFavourites(VIPERApp.self)
    }
  }

  /// The patterns that have built `feature`, in the catalog's order.
  ///
  /// - Parameter feature: the feature.
  /// - Returns: every pattern, in the kit.
  package static func building(_ feature: Feature) -> [Pattern] {
    allCases.filter { $0.hasBuilt(feature) }
  }

  /// Every pattern with every feature it has built: every pair, in the kit.
  package static var builtPairs: [(Pattern, Feature)] {
    allCases.flatMap { pattern in Feature.allCases.filter(pattern.hasBuilt).map { (pattern, $0) } }
  }

  /// Whether every pattern has built every feature, as in the kit; `false` in a tutorial's
  /// start, where the tests of the finished kit's docs and tutorial do not apply.
  package static var everyFeatureBuilt: Bool {
    builtPairs.count == allCases.count * Feature.allCases.count
  }

  private static func startsFavourites<App: PatternApp>(_ app: App.Type) -> Bool {
    app is any FavouritesApp.Type
  }
}

/// The composition root every pattern exposes, seen from the harness: every feature but the
/// favourites, which ``FavouritesApp`` adds.
@MainActor
protocol PatternApp {
  /// The pattern whose composition root this is.
  static var pattern: Pattern { get }
  static func startUsers(service: any UserService, in window: Window) async
  static func startDrivers(service: any DriverService, in window: Window) async
  static func startNews(service: any NewsService, in window: Window) async
  static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async
  static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
}

/// A composition root that starts the favourites, the feature the tutorial builds: each
/// pattern's chapter ends by declaring its root one, below.
@MainActor
protocol FavouritesApp: PatternApp {
  static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async
}

extension MVCApp: PatternApp { static var pattern: Pattern { .mvc } }
extension MVPApp: PatternApp { static var pattern: Pattern { .mvp } }
extension MVVMApp: PatternApp { static var pattern: Pattern { .mvvm } }
extension VIPERApp: PatternApp { static var pattern: Pattern { .viper } }

extension MVPApp: FavouritesApp {}
extension MVVMApp: FavouritesApp {}
extension VIPERApp: FavouritesApp {}
