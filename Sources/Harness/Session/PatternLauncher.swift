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
      await App.startFavourites(drivers: services.drivers, store: services.favouritesStore, in: window)
    }
  }
}

/// The composition root every pattern exposes, seen from the harness.
@MainActor
protocol PatternApp {
  static func startUsers(service: any UserService, in window: Window) async
  static func startDrivers(service: any DriverService, in window: Window) async
  static func startNews(service: any NewsService, in window: Window) async
  static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async
  static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async
}

extension MVCApp: PatternApp {}
extension MVPApp: PatternApp {}
extension MVVMApp: PatternApp {}
extension VIPERApp: PatternApp {}
