import Domain
import Instrumentation
import MVC
import MVP
import MVVM
import TextUI
import UDF
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
  ///   - views: the view layer to show it with; the imperative views by default.
  @MainActor
  public func start(_ feature: Feature, services: Services, in window: Window, views: ViewLayer = .imperative) async {
    guard views == .imperative else {
      await startDeclarative(feature, services: services, in: window)
      return
    }
    switch self {
    case .mvc: await start(feature, services, window, app: MVCApp.self, favourites: favouritesStart)
    case .mvp: await start(feature, services, window, app: MVPApp.self, favourites: favouritesStart)
    case .mvvm: await start(feature, services, window, app: MVVMApp.self, favourites: favouritesStart)
    case .viper: await start(feature, services, window, app: VIPERApp.self, favourites: favouritesStart)
    case .udf: await start(feature, services, window, app: UDFApp.self, favourites: favouritesStart)
    }
  }

  @MainActor
  func start<App: PatternApp>(
    _ feature: Feature, _ services: Services, _ window: Window, app: App.Type, favourites: FavouritesStart?
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
      guard let startFavourites = favourites else {
        await window.setRoot(NotBuiltScreen(feature: feature, pattern: self))
        return
      }
      await startFavourites(services.drivers, services.favouritesStore, window)
    }
  }

  /// How a composition root starts the favourites: its `startFavourites(drivers:store:in:)`.
  typealias FavouritesStart = @MainActor (any DriverService, any FavouritesStore, Window) async -> Void

  /// Each pattern's start of the favourites, the feature the tutorial builds, or `nil` for a
  /// pattern that does not start them yet: a tutorial's start (`Scripts/tutorial-start`) has
  /// `nil` on its pattern's line, and the chapter's last step names the composition root's entry.
  ///
  /// A line of a function's body, not a declaration: writing it rebuilds the harness alone, not
  /// every target that imports it.
  private var favouritesStart: FavouritesStart? {
    switch self {
    case .mvc: MVCApp.startFavourites(drivers:store:in:)
    case .mvp: MVPApp.startFavourites(drivers:store:in:)
    case .mvvm: MVVMApp.startFavourites(drivers:store:in:)
    case .viper: VIPERApp.startFavourites(drivers:store:in:)
    case .udf: UDFApp.startFavourites(drivers:store:in:)
    }
  }

  /// Whether this pattern's composition root starts `feature`: every feature, in the kit; a
  /// tutorial's start (`Scripts/tutorial-start`) leaves out the favourites of the chapter's
  /// pattern, which the learner then builds.
  ///
  /// - Parameters:
  ///   - feature: the feature.
  ///   - views: the view layer; the declarative views leave out the same favourites, and every
  ///     feature in a copy of the kit without them (`Scripts/prove-changes`).
  /// - Returns: `false` for a feature the pattern has not built yet.
  package func hasBuilt(_ feature: Feature, views: ViewLayer = .imperative) -> Bool {
    switch views {
    case .imperative: feature != .favourites || favouritesStart != nil
    case .declarative: Self.declarativeViewsBuilt && (feature != .favourites || declarativeFavouritesStart != nil)
    }
  }

  /// The patterns that have built `feature`, in the catalog's order.
  ///
  /// - Parameters:
  ///   - feature: the feature.
  ///   - views: the view layer.
  /// - Returns: every pattern, in the kit.
  package static func building(_ feature: Feature, views: ViewLayer = .imperative) -> [Pattern] {
    allCases.filter { $0.hasBuilt(feature, views: views) }
  }

  /// Every pattern with every feature it has built: every pair, in the kit.
  package static var builtPairs: [(Pattern, Feature)] {
    allCases.flatMap { pattern in Feature.allCases.filter { pattern.hasBuilt($0) }.map { (pattern, $0) } }
  }

  /// Whether every pattern has built every feature in both view layers, as in the kit; `false`
  /// in a tutorial's start and in the change requests' proofs (a copy without the declarative
  /// views), where the tests of the finished kit's docs and tutorial do not apply.
  package static var everyFeatureBuilt: Bool {
    builtPairs.count == allCases.count * Feature.allCases.count
      && allCases.allSatisfy { $0.hasBuilt(.favourites, views: .declarative) }
  }
}

/// The composition root every pattern exposes, seen from the harness: every feature but the
/// favourites, which `Pattern.favouritesStart` reaches.
@MainActor
protocol PatternApp {
  static func startUsers(service: any UserService, in window: Window) async
  static func startDrivers(service: any DriverService, in window: Window) async
  static func startNews(service: any NewsService, in window: Window) async
  static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async
  static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
}

extension MVCApp: PatternApp {}
extension MVPApp: PatternApp {}
extension MVVMApp: PatternApp {}
extension VIPERApp: PatternApp {}
extension UDFApp: PatternApp {}
