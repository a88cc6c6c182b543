import Domain
import Foundation
import Instrumentation

/// Everything a run of a feature depends on, from which each session builds fresh services.
///
/// Fresh services per session keep runs independent: two sessions never share an in-memory
/// to-do store, a saved-melodies store or a network switch.
public struct FeatureEnvironment: Sendable {
  /// Where the to-do list keeps its items.
  public enum TodoStorage: Sendable {
    /// In memory, seeded with ``Domain/DemoTodos`` relative to today.
    case demo
    /// In memory, starting with these items.
    case items([TodoItem])
    /// A JSON file that survives restarts.
    case file(URL)
  }

  public var dataSource: any DataSource
  public var fault: Fault?
  public var todoStorage: TodoStorage
  public var today: Date
  public var calendar: Calendar

  public init(
    dataSource: any DataSource = BundledFixtures(), fault: Fault? = nil, todoStorage: TodoStorage = .demo,
    today: Date = Date(), calendar: Calendar = .current
  ) {
    self.dataSource = dataSource
    self.fault = fault
    self.todoStorage = todoStorage
    self.today = today
    self.calendar = calendar
  }

  /// The data source the services read, with the fault applied.
  public var effectiveDataSource: any DataSource {
    fault.map { FaultyDataSource(fault: $0, base: dataSource) } ?? dataSource
  }

  /// Over HTTP, a search asks the server (`news.json?q=`); over files, the service filters.
  private func newsService(over source: any DataSource) -> any NewsService {
    if fault == nil, let http = dataSource as? HTTPDataSource { return RemoteNewsService(source: http) }
    return LiveNewsService(source: source)
  }

  /// A new set of services for one session.
  public func makeServices() -> Services {
    let source = effectiveDataSource
    let store: any TodoStore
    if let fault {
      store = FaultyTodoStore(fault: fault)
    } else {
      switch todoStorage {
      case .demo: store = InMemoryTodoStore(items: DemoTodos.items(today: today, calendar: calendar))
      case .items(let items): store = InMemoryTodoStore(items: items)
      case .file(let url): store = JSONFileTodoStore(url: url)
      }
    }
    let network = NetworkSwitch()
    return Services(
      users: LiveUserService(source: source),
      drivers: LiveDriverService(source: source),
      news: newsService(over: source),
      todoStore: store,
      melodies: OnlineFirstMelodyService(remote: source, local: InMemoryMelodyStore(), network: network),
      network: network,
      schedule: UpcomingSchedule(today: today, calendar: calendar))
  }
}

/// The services of one session.
public struct Services: Sendable {
  public var users: any UserService
  public var drivers: any DriverService
  public var news: any NewsService
  public var todoStore: any TodoStore
  public var melodies: any MelodyService
  public var network: NetworkSwitch
  public var schedule: UpcomingSchedule
  /// The role that calls these services, once the harness has instrumented them.
  var client = "Controller"
}
