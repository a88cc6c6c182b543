import Domain
import DomainLive
import Foundation
import Instrumentation

/// Everything a run of a feature depends on, from which each session builds fresh services.
///
/// Fresh services per session keep runs independent: two sessions never share an in-memory
/// to-do store, a saved-melodies store or a network switch.
public struct FeatureEnvironment: Sendable {
  /// Where the to-do list keeps its items.
  public enum TodoStorage: Sendable {
    /// In memory, seeded with `DemoTodos` relative to today.
    case demo
    /// In memory, starting with these items.
    case items([TodoItem])
    /// A JSON file that survives restarts.
    case file(URL)
  }

  /// Where the fetching services read their documents: the bundled fixtures by default, a
  /// directory (`--data`) or a server (`--api`).
  package var dataSource: any DataSource
  /// The fault each request to the data source meets in turn, the last one for every later
  /// request (see ``Instrumentation/FaultsInTurnDataSource``): `[fault]` for `--fault`, e.g. `[nil, .network]`
  /// for a service that answers the first load and fails every refresh, empty for none. The
  /// to-do store is not a data source: it fails only with one fault for the whole run.
  package var faults: [Fault?]
  /// Where the to-do list keeps its items: the demo items by default, or a file (`--store`).
  package var todoStorage: TodoStorage
  /// The NewsAPI account the news feature reads live news with (`--newsapi`); the data source
  /// otherwise.
  package var newsAPI: NewsAPIAccount?
  /// The file the favourites keep their stars in (`--store` with `favourites`); in memory when `nil`.
  package var favouritesFile: URL?
  /// The moment that counts as now: the to-do list's today (`--today`).
  package var today: Date
  /// The calendar whose time zone decides where days begin.
  package var calendar: Calendar

  /// Creates an environment; by default the bundled fixtures, no fault and the demo to-dos.
  ///
  /// - Parameters:
  ///   - dataSource: where the fetching services read their documents.
  ///   - fault: the fault to inject, if any; it replaces the to-do store too.
  ///   - todoStorage: where the to-do list keeps its items.
  ///   - today: the moment that counts as now.
  ///   - calendar: the calendar whose time zone decides where days begin.
  public init(
    dataSource: any DataSource = BundledFixtures(), fault: Fault? = nil, todoStorage: TodoStorage = .demo,
    today: Date = Date(), calendar: Calendar = .current
  ) {
    self.dataSource = dataSource
    self.faults = fault.map { [$0] } ?? []
    self.todoStorage = todoStorage
    self.today = today
    self.calendar = calendar
  }

  /// The data source the services read, with the faults applied: a new one each time, so each
  /// session counts its own requests.
  package var effectiveDataSource: any DataSource {
    hasFaults ? FaultsInTurnDataSource(faults: faults, base: dataSource) : dataSource
  }

  private var hasFaults: Bool { faults.contains { $0 != nil } }

  /// NewsAPI itself with an account (`--newsapi`); over HTTP, a search asks the server
  /// (`news.json?q=`); over files, the service filters.
  private func newsService(over source: any DataSource) -> any NewsService {
    if let newsAPI { return NewsAPIService(account: newsAPI) }
    if !hasFaults, let http = dataSource as? HTTPDataSource { return RemoteNewsService(source: http) }
    return LiveNewsService(source: source)
  }

  /// A new set of services for one session.
  ///
  /// With a fault, every fetching service reads a `FaultyDataSource`, the to-do list gets a
  /// `FaultyTodoStore` (or, with faults that change in the run, a `FaultsInTurnTodoStore`) and
  /// the favourites a `FaultsInTurnFavouritesStore` (their reads and saves meet the faults in
  /// turn, as the data source's requests do). Over HTTP (`--api`) a news search asks the server; over files, the
  /// service filters the headlines itself.
  ///
  /// - Returns: fresh services, sharing nothing with those of another session.
  public func makeServices() -> Services {
    let source = effectiveDataSource
    var store: any TodoStore
    switch todoStorage {
    case .demo: store = InMemoryTodoStore(items: DemoTodos.items(today: today, calendar: calendar))
    case .items(let items): store = InMemoryTodoStore(items: items)
    case .file(let url): store = JSONFileTodoStore(url: url)
    }
    if faults.count == 1, let fault = faults[0] {
      store = FaultyTodoStore(fault: fault)
    } else if hasFaults {
      store = FaultsInTurnTodoStore(faults: faults, base: store)
    }
    let network = NetworkSwitch()
    let favourites: any FavouritesStore =
      if hasFaults {
        FaultsInTurnFavouritesStore(faults: faults)
      } else if let favouritesFile {
        JSONFileFavouritesStore(url: favouritesFile)
      } else {
        InMemoryFavouritesStore()
      }
    return Services(
      users: LiveUserService(source: source),
      drivers: LiveDriverService(source: source),
      news: newsService(over: source),
      todoStore: store,
      melodies: OnlineFirstMelodyService(remote: source, local: InMemoryMelodyStore(), network: network),
      network: network,
      favouritesStore: favourites,
      schedule: UpcomingSchedule(today: today, calendar: calendar))
  }
}

/// The services of one session.
///
/// A ``Session`` wraps each service in an observer before it hands the set to a pattern, so
/// that every request is traced and records the loading frame.
public struct Services: Sendable {
  /// The `users` feature's service.
  public var users: any UserService
  /// The `drivers` feature's service.
  public var drivers: any DriverService
  /// The `news` feature's service.
  package var news: any NewsService
  /// The `todos` feature's store.
  package var todoStore: any TodoStore
  /// The `melodies` feature's service, which reads ``network``.
  package var melodies: any MelodyService
  /// The switch the melodies screen's `offline` and `online` flip.
  package var network: NetworkSwitch
  /// The `favourites` feature's store of starred drivers; it reads ``drivers`` too.
  package var favouritesStore: any FavouritesStore
  /// Which day is today for the `todos` feature, and how its items are grouped.
  package var schedule: UpcomingSchedule
  /// The role that calls these services, once the harness has instrumented them.
  var client = "Controller"
}
