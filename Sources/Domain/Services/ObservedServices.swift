/// Something to run as a service request begins, before the request is passed on.
public typealias RequestHook = @Sendable () async -> Void

// Decorators that run a hook as each request begins and change no answer. The harness records
// the loading frame with them, so every pattern's loading state is seen at the same moment;
// tests use them to look at a screen, or detach a view, while a request is in flight.

/// A user service that runs a hook before each request it passes on.
public struct ObservedUserService: UserService {
  public let base: any UserService
  public let willRequest: RequestHook

  public init(_ base: any UserService, willRequest: @escaping RequestHook) {
    self.base = base
    self.willRequest = willRequest
  }

  public func fetchUsers() async throws(ServiceError) -> [User] {
    await willRequest()
    return try await base.fetchUsers()
  }
}

/// A driver service that runs a hook before each request it passes on.
public struct ObservedDriverService: DriverService {
  public let base: any DriverService
  public let willRequest: RequestHook

  public init(_ base: any DriverService, willRequest: @escaping RequestHook) {
    self.base = base
    self.willRequest = willRequest
  }

  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await willRequest()
    return try await base.fetchDrivers()
  }
}

/// A news service that runs a hook before each request it passes on.
public struct ObservedNewsService: NewsService {
  public let base: any NewsService
  public let willRequest: RequestHook

  public init(_ base: any NewsService, willRequest: @escaping RequestHook) {
    self.base = base
    self.willRequest = willRequest
  }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    await willRequest()
    return try await base.topHeadlines()
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await willRequest()
    return try await base.searchArticles(matching: query)
  }
}

/// A to-do store that runs a hook before each read and save it passes on.
public struct ObservedTodoStore: TodoStore {
  public let base: any TodoStore
  public let willRequest: RequestHook

  public init(_ base: any TodoStore, willRequest: @escaping RequestHook) {
    self.base = base
    self.willRequest = willRequest
  }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    await willRequest()
    return try await base.allItems()
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    await willRequest()
    try await base.save(item)
  }
}

/// A melody service that runs a hook before each request it passes on.
public struct ObservedMelodyService: MelodyService {
  public let base: any MelodyService
  public let willRequest: RequestHook

  public init(_ base: any MelodyService, willRequest: @escaping RequestHook) {
    self.base = base
    self.willRequest = willRequest
  }

  public func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await willRequest()
    return try await base.fetchMelodies()
  }
}
