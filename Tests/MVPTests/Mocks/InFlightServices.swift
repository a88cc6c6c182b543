import Domain
import DomainTestSupport

/// Runs `hook` on the main actor while a request is in flight, then answers as `base` does.
///
/// Detach tests use these to detach the view after the request began and before its result
/// arrived, without sleeping: the hook runs inside the request, so the order is fixed.
typealias InFlightHook = @MainActor @Sendable () -> Void

struct InFlightUserService: UserService {
  let base: UserServiceMock
  let hook: InFlightHook

  func fetchUsers() async throws(ServiceError) -> [User] {
    await hook()
    return try await base.fetchUsers()
  }
}

struct InFlightDriverService: DriverService {
  let base: DriverServiceMock
  let hook: InFlightHook

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await hook()
    return try await base.fetchDrivers()
  }
}

struct InFlightNewsService: NewsService {
  let base: NewsServiceMock
  let hook: InFlightHook

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await hook()
    return try await base.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await hook()
    return try await base.searchArticles(matching: query)
  }
}

struct InFlightMelodyService: MelodyService {
  let base: MelodyServiceMock
  let hook: InFlightHook

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await hook()
    return try await base.fetchMelodies()
  }
}

struct InFlightTodoStore: TodoStore {
  let base: TodoStoreMock
  let hook: InFlightHook

  func allItems() async throws(StoreError) -> [TodoItem] {
    await hook()
    return try await base.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    await hook()
    try await base.save(item)
  }
}
