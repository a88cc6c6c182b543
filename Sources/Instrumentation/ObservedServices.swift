// Instrumentation — decorators the harness and the tests put around the Domain's services.
//
// Each observed service runs a hook as a request begins, then passes the request on and
// changes no answer. The harness records the loading frame and reports the request to the
// trace there, so every pattern's loading state is seen at the same moment and every
// pattern's service calls are traced the same way; tests use the hook to look at a screen,
// or detach a view, while a request is in flight.
import Domain

/// A request a service or store is about to receive, as `--trace` names it.
public struct ServiceRequest: Sendable {
  /// The role that receives it: `Service` or `Store`.
  public var receiver: String
  /// The call, e.g. `fetchDrivers()`.
  public var call: String
}

/// Something to run as a service request begins, before the request is passed on.
public typealias RequestHook = @Sendable () async -> Void

/// Something to run as a service request begins, told which request it is.
public typealias RequestObserver = @Sendable (ServiceRequest) async -> Void

/// What every observed service shares: the service it wraps and the observer it runs.
public protocol ObservedService: Sendable {
  associatedtype Base: Sendable
  var base: Base { get }
  var observer: RequestObserver { get }
  init(_ base: Base, observer: @escaping RequestObserver)
}

extension ObservedService {
  /// Wraps `base`, running `willRequest` before each request it passes on.
  public init(_ base: Base, willRequest: @escaping RequestHook) {
    self.init(base, observer: { _ in await willRequest() })
  }

  func observe(_ receiver: String, _ call: String) async {
    await observer(ServiceRequest(receiver: receiver, call: call))
  }
}

/// A user service that runs an observer before each request it passes on.
public struct ObservedUserService: UserService, ObservedService {
  public let base: any UserService
  public let observer: RequestObserver

  public init(_ base: any UserService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  public func fetchUsers() async throws(ServiceError) -> [User] {
    await observe("Service", "fetchUsers()")
    return try await base.fetchUsers()
  }
}

/// A driver service that runs an observer before each request it passes on.
public struct ObservedDriverService: DriverService, ObservedService {
  public let base: any DriverService
  public let observer: RequestObserver

  public init(_ base: any DriverService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await observe("Service", "fetchDrivers()")
    return try await base.fetchDrivers()
  }
}

/// A news service that runs an observer before each request it passes on.
public struct ObservedNewsService: NewsService, ObservedService {
  public let base: any NewsService
  public let observer: RequestObserver

  public init(_ base: any NewsService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    await observe("Service", "topHeadlines()")
    return try await base.topHeadlines()
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await observe("Service", "searchArticles(matching: \(query.debugDescription))")
    return try await base.searchArticles(matching: query)
  }
}

/// A to-do store that runs an observer before each read and save it passes on.
public struct ObservedTodoStore: TodoStore, ObservedService {
  public let base: any TodoStore
  public let observer: RequestObserver

  public init(_ base: any TodoStore, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    await observe("Store", "allItems()")
    return try await base.allItems()
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    await observe("Store", "save(\(item.name.debugDescription))")
    try await base.save(item)
  }
}

/// A melody service that runs an observer before each request it passes on.
public struct ObservedMelodyService: MelodyService, ObservedService {
  public let base: any MelodyService
  public let observer: RequestObserver

  public init(_ base: any MelodyService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  public func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await observe("Service", "fetchMelodies()")
    return try await base.fetchMelodies()
  }
}
