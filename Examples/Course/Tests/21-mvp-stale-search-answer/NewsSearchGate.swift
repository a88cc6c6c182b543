import Domain
import Synchronization

/// A news service that holds each search until the test answers it, in whatever order the test
/// chooses, and notes for each whether the task that asked had been cancelled by the time it got
/// its answer. It answers even a cancelled search, as a network that has already replied does.
final class NewsSearchGate: NewsService {
  private struct State {
    /// The searches asked so far, in order, each until it is answered.
    var waiting: [Int: CheckedContinuation<Result<[Article], ServiceError>, Never>] = [:]
    var asked = 0
    /// For each search answered, by its number, whether its task had been cancelled.
    var cancelled: [Int: Bool] = [:]
  }
  private let state = Mutex(State())
  private let started: AsyncStream<String>
  private let startedContinuation: AsyncStream<String>.Continuation

  init() {
    (started, startedContinuation) = AsyncStream.makeStream()
  }

  func topHeadlines() async throws(ServiceError) -> [Article] { [] }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    var number = 0
    let result = await withCheckedContinuation { continuation in
      number = state.withLock { state in
        defer { state.asked += 1 }
        state.waiting[state.asked] = continuation
        return state.asked
      }
      startedContinuation.yield(query)
    }
    let cancelled = Task.isCancelled
    state.withLock { $0.cancelled[number] = cancelled }
    return try result.get()
  }

  /// Returns the query of the next search that reaches the service.
  func searchStarted() async -> String? {
    for await query in started { return query }
    return nil
  }

  /// Answers search `number` (0 for the first asked) with `result`.
  func answer(_ number: Int, with result: Result<[Article], ServiceError>) {
    state.withLock { $0.waiting.removeValue(forKey: number) }?.resume(returning: result)
  }

  /// Whether search `number` had been cancelled when it got its answer; `nil` before then.
  func wasCancelled(_ number: Int) -> Bool? {
    state.withLock { $0.cancelled[number] }
  }
}
