// Instrumentation — decorators the harness and the tests put around the Domain's services.
//
// Each observed service runs a hook as a request begins, then passes the request on and
// changes no answer. The harness records the loading frame and reports the request to the
// trace there, so every pattern's loading state is seen at the same moment and every
// pattern's service calls are traced the same way; tests use the hook to look at a screen,
// or detach a view, while a request is in flight.
import Domain

/// A request a service or store is about to receive, as `--trace` names it.
///
/// An observer receives one as each request begins, so it can report the request to the trace
/// (``ServiceRequest/tracer(from:then:)``) or act on it in a test.
package struct ServiceRequest: Sendable {
  /// The role that receives it: `Service` or `Store`.
  package var receiver: String
  /// The call, e.g. `fetchDrivers()`.
  package var call: String
  /// Whether the service has answered it: an observer hears of each request twice, as it
  /// begins and once its answer is in, before the answer is handed back.
  package var isAnswered = false
}

/// Something to run as a service request begins, before the request is passed on.
package typealias RequestHook = @Sendable () async -> Void

/// Something to run as a service request begins, told which request it is.
package typealias RequestObserver = @Sendable (ServiceRequest) async -> Void

/// What every observed service shares: the service it wraps and the observer it runs.
///
/// Each conforming type is a decorator: it implements the same Domain protocol as the service
/// it wraps, runs ``observer`` as a request begins, then passes the request on unchanged. A
/// screen gets the decorator in place of the service and cannot tell the difference.
package protocol ObservedService: Sendable {
  /// The type of the wrapped service, e.g. `any DriverService`.
  associatedtype Base: Sendable
  /// The service each request is passed on to.
  var base: Base { get }
  /// What runs as each request begins, before it is passed on.
  var observer: RequestObserver { get }
  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the service that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  init(_ base: Base, observer: @escaping RequestObserver)
}

extension ObservedService {
  /// Wraps `base`, running `willRequest` before each request it passes on.
  ///
  /// Tests use it to act while a request is in flight, e.g. to release a view mid-load and
  /// check that it is freed and that the presenter finishes without it.
  ///
  /// - Parameters:
  ///   - base: the service that answers.
  ///   - willRequest: what to run as each request begins.
  package init(_ base: Base, willRequest: @escaping RequestHook) {
    self.init(base, observer: { request in if !request.isAnswered { await willRequest() } })
  }

  /// Runs the observer as the request begins, passes the request on, runs the observer again
  /// once the answer is in, then hands the answer back unchanged.
  func observe<Value, Failure: Error>(
    _ receiver: String, _ call: String, _ request: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    await observer(ServiceRequest(receiver: receiver, call: call))
    let answer: Result<Value, Failure>
    do throws(Failure) {
      answer = .success(try await request())
    } catch {
      answer = .failure(error)
    }
    await observer(ServiceRequest(receiver: receiver, call: call, isAnswered: true))
    return try answer.get()
  }
}

/// A user service that runs an observer before each request it passes on.
package struct ObservedUserService: UserService, ObservedService {
  /// The user service each request is passed on to.
  package let base: any UserService
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the user service that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any UserService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `fetchUsers()`, then fetches from the wrapped service.
  ///
  /// - Returns: the wrapped service's users.
  /// - Throws: the wrapped service's `ServiceError`, unchanged.
  package func fetchUsers() async throws(ServiceError) -> [User] {
    return try await observe("Service", "fetchUsers()") { () async throws(ServiceError) in try await base.fetchUsers() }
  }
}

/// A driver service that runs an observer before each request it passes on.
package struct ObservedDriverService: DriverService, ObservedService {
  /// The driver service each request is passed on to.
  package let base: any DriverService
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the driver service that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any DriverService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `fetchDrivers()`, then fetches from the wrapped service.
  ///
  /// - Returns: the wrapped service's drivers.
  /// - Throws: the wrapped service's `ServiceError`, unchanged.
  package func fetchDrivers() async throws(ServiceError) -> [Driver] {
    return try await observe("Service", "fetchDrivers()") { () async throws(ServiceError) in
      try await base.fetchDrivers()
    }
  }
}

/// A news service that runs an observer before each request it passes on.
package struct ObservedNewsService: NewsService, ObservedService {
  /// The news service each request is passed on to.
  package let base: any NewsService
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the news service that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any NewsService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `topHeadlines()`, then asks the wrapped service.
  ///
  /// - Returns: the wrapped service's headlines.
  /// - Throws: the wrapped service's `ServiceError`, unchanged.
  package func topHeadlines() async throws(ServiceError) -> [Article] {
    return try await observe("Service", "topHeadlines()") { () async throws(ServiceError) in
      try await base.topHeadlines()
    }
  }

  /// Runs the observer with `searchArticles(matching:)` and the query, then asks the wrapped service.
  ///
  /// - Parameter query: the search text, passed on as it is.
  /// - Returns: the wrapped service's matching articles.
  /// - Throws: the wrapped service's `ServiceError`, unchanged.
  package func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    return try await observe("Service", "searchArticles(matching: \(query.debugDescription))") {
      () async throws(ServiceError) in try await base.searchArticles(matching: query)
    }
  }
}

/// A to-do store that runs an observer before each read and save it passes on.
package struct ObservedTodoStore: TodoStore, ObservedService {
  /// The to-do store each request is passed on to.
  package let base: any TodoStore
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the to-do store that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any TodoStore, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `allItems()`, then reads the wrapped store.
  ///
  /// - Returns: the wrapped store's items.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  package func allItems() async throws(StoreError) -> [TodoItem] {
    return try await observe("Store", "allItems()") { () async throws(StoreError) in try await base.allItems() }
  }

  /// Runs the observer with `save` and the item's name, then saves to the wrapped store.
  ///
  /// - Parameter item: the item to save, passed on as it is.
  /// - Throws: the wrapped store's `StoreError`, unchanged.
  package func save(_ item: TodoItem) async throws(StoreError) {
    try await observe("Store", "save(\(item.name.debugDescription))") { () async throws(StoreError) in
      try await base.save(item)
    }
  }
}

/// A melody service that runs an observer before each request it passes on.
package struct ObservedMelodyService: MelodyService, ObservedService {
  /// The melody service each request is passed on to.
  package let base: any MelodyService
  /// What runs as each request begins, before it is passed on.
  package let observer: RequestObserver

  /// Wraps `base`, running `observer` before each request it passes on.
  ///
  /// - Parameters:
  ///   - base: the melody service that answers.
  ///   - observer: what to run as each request begins, told which request it is.
  package init(_ base: any MelodyService, observer: @escaping RequestObserver) {
    self.base = base
    self.observer = observer
  }

  /// Runs the observer with `fetchMelodies()`, then fetches from the wrapped service.
  ///
  /// - Returns: the wrapped service's feed.
  /// - Throws: the wrapped service's `MelodyServiceError`, unchanged.
  package func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    return try await observe("Service", "fetchMelodies()") { () async throws(MelodyServiceError) in
      try await base.fetchMelodies()
    }
  }
}
