import Domain
import DomainTestSupport
import Synchronization

/// Holds requests back until the test opens it, as a slow network holds a screen's first load:
/// a test can act while the load is under way.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Mutex(State())

  /// Returns once the gate is open; at once when it already is.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiting.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Lets every request held, and every later one, through.
  func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    waiting.forEach { $0.resume() }
  }
}

/// A news service whose answers wait for a gate, then come from a mock.
struct HeldNewsService: NewsService {
  let base: NewsServiceMock
  let gate: Gate

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await gate.wait()
    return try await base.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    await gate.wait()
    return try await base.searchArticles(matching: query)
  }
}

/// A driver service whose answers wait for a gate, then come from a mock.
struct HeldDriverService: DriverService {
  let base: DriverServiceMock
  let gate: Gate

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await gate.wait()
    return try await base.fetchDrivers()
  }
}

/// A to-do store whose reads wait for a gate, then come from a mock; saves go straight through.
struct HeldTodoStore: TodoStore {
  let base: TodoStoreMock
  let gate: Gate

  func allItems() async throws(StoreError) -> [TodoItem] {
    await gate.wait()
    return try await base.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    try await base.save(item)
  }
}

/// Yields until `condition` holds, at most `limit` times, and says whether it held: a screen
/// that never comes (a composition root that returns early) fails the test that waits for it
/// at its next expectation, instead of hanging the whole run.
@MainActor
func yield(until condition: () -> Bool, limit: Int = 10_000) async -> Bool {
  for _ in 0..<limit {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
