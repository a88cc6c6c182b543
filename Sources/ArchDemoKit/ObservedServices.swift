import Domain

/// Called on the main actor as a service request begins, before it is passed on.
public typealias RequestObserver = @Sendable @MainActor () async -> Void

// Wrappers that let the harness see the moment each request begins, so that the loading state
// is recorded the same way in every pattern. They change no answer.

struct ObservedUserService: UserService {
  let base: any UserService
  let willRequest: RequestObserver

  func fetchUsers() async throws(ServiceError) -> [User] {
    await willRequest()
    return try await base.fetchUsers()
  }
}

struct ObservedDriverService: DriverService {
  let base: any DriverService
  let willRequest: RequestObserver

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await willRequest()
    return try await base.fetchDrivers()
  }
}

struct ObservedNewsService: NewsService {
  let base: any NewsService
  let willRequest: RequestObserver

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await willRequest()
    return try await base.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await willRequest()
    return try await base.searchArticles(matching: query)
  }
}

struct ObservedTodoStore: TodoStore {
  let base: any TodoStore
  let willRequest: RequestObserver

  func allItems() async throws(StoreError) -> [TodoItem] {
    await willRequest()
    return try await base.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    await willRequest()
    try await base.save(item)
  }
}

struct ObservedMelodyService: MelodyService {
  let base: any MelodyService
  let willRequest: RequestObserver

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await willRequest()
    return try await base.fetchMelodies()
  }
}
