import Domain
import TextUI

/// Records the frame a screen shows at the moment each service request begins, as the
/// harness does, so tests can see the loading state without sleeping.
@MainActor
final class RequestProbe {
  /// Where the frame is read from, e.g. a controller or a window's top screen.
  var frameSource: () -> Frame? = { nil }
  /// One frame per request, in the order the requests began.
  private(set) var frames: [Frame] = []

  func requestWillBegin() {
    if let frame = frameSource() { frames.append(frame) }
  }
}

/// A user service that lets a probe look at the screen before each request.
struct ProbedUserService: UserService {
  let base: any UserService
  let probe: RequestProbe

  func fetchUsers() async throws(ServiceError) -> [User] {
    await probe.requestWillBegin()
    return try await base.fetchUsers()
  }
}

/// A driver service that lets a probe look at the screen before each request.
struct ProbedDriverService: DriverService {
  let base: any DriverService
  let probe: RequestProbe

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await probe.requestWillBegin()
    return try await base.fetchDrivers()
  }
}

/// A news service that lets a probe look at the screen before each request.
struct ProbedNewsService: NewsService {
  let base: any NewsService
  let probe: RequestProbe

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await probe.requestWillBegin()
    return try await base.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await probe.requestWillBegin()
    return try await base.searchArticles(matching: query)
  }
}

/// A to-do store that lets a probe look at the screen before each read and save.
struct ProbedTodoStore: TodoStore {
  let base: any TodoStore
  let probe: RequestProbe

  func allItems() async throws(StoreError) -> [TodoItem] {
    await probe.requestWillBegin()
    return try await base.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    await probe.requestWillBegin()
    try await base.save(item)
  }
}

/// A melody service that lets a probe look at the screen before each request.
struct ProbedMelodyService: MelodyService {
  let base: any MelodyService
  let probe: RequestProbe

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await probe.requestWillBegin()
    return try await base.fetchMelodies()
  }
}
