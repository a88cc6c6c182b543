import Domain
import TextUI

/// Keeps the frames a window showed at chosen moments, e.g. when a service request began.
@MainActor
final class FrameRecorder {
  private(set) var frames: [Frame] = []
  private let window: Window

  init(window: Window) {
    self.window = window
  }

  /// Records the window's frame now, as the harness does when a request begins.
  func record() {
    if let frame = window.frame { frames.append(frame) }
  }
}

/// Runs `onRequest` (which hops to the main actor and records a frame) before each request,
/// then passes the request on to the wrapped mock.
final class RequestObservingUserService: UserService, Sendable {
  let base: any UserService
  let onRequest: @Sendable () async -> Void

  init(_ base: any UserService, onRequest: @escaping @Sendable () async -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  func fetchUsers() async throws(ServiceError) -> [User] {
    await onRequest()
    return try await base.fetchUsers()
  }
}

final class RequestObservingDriverService: DriverService, Sendable {
  let base: any DriverService
  let onRequest: @Sendable () async -> Void

  init(_ base: any DriverService, onRequest: @escaping @Sendable () async -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await onRequest()
    return try await base.fetchDrivers()
  }
}

final class RequestObservingNewsService: NewsService, Sendable {
  let base: any NewsService
  let onRequest: @Sendable () async -> Void

  init(_ base: any NewsService, onRequest: @escaping @Sendable () async -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await onRequest()
    return try await base.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await onRequest()
    return try await base.searchArticles(matching: query)
  }
}

final class RequestObservingMelodyService: MelodyService, Sendable {
  let base: any MelodyService
  let onRequest: @Sendable () async -> Void

  init(_ base: any MelodyService, onRequest: @escaping @Sendable () async -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    await onRequest()
    return try await base.fetchMelodies()
  }
}

final class RequestObservingTodoStore: TodoStore, Sendable {
  let base: any TodoStore
  let onRequest: @Sendable () async -> Void

  init(_ base: any TodoStore, onRequest: @escaping @Sendable () async -> Void) {
    self.base = base
    self.onRequest = onRequest
  }

  func allItems() async throws(StoreError) -> [TodoItem] {
    await onRequest()
    return try await base.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    await onRequest()
    try await base.save(item)
  }
}
