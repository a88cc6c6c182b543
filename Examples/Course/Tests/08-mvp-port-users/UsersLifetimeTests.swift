import Domain
import DomainTestSupport
import Synchronization
import Testing
import TextUI

@testable import E08MVPPortUsers

/// A user service that answers at once until the test holds it; then each fetch waits until
/// the test answers it, so that the test can close the screen while a load is out.
final class UserServiceGate: UserService {
  private struct State {
    var holding = false
    var waiting: [CheckedContinuation<Result<[User], ServiceError>, Never>] = []
  }
  private let state = Mutex(State())
  /// `true` for each held fetch as it starts waiting, `false` when the work a test watches ends.
  private let events: AsyncStream<Bool>
  private let eventsContinuation: AsyncStream<Bool>.Continuation

  init() {
    (events, eventsContinuation) = AsyncStream.makeStream()
  }

  func fetchUsers() async throws(ServiceError) -> [User] {
    let result = await withCheckedContinuation { continuation in
      let held = state.withLock { state in
        guard state.holding else { return false }
        state.waiting.append(continuation)
        return true
      }
      if held { eventsContinuation.yield(true) } else { continuation.resume(returning: .success([User.stub()])) }
    }
    return try result.get()
  }

  /// From now on, each fetch waits for ``answer(_:)``.
  func hold() {
    state.withLock { $0.holding = true }
  }

  /// Returns `true` once a held fetch is waiting for its answer, or `false` when `work` ends
  /// first without one (a presenter that never asks for users), so that the test cannot hang.
  func fetchStarted(orEndOf work: Task<Void, Never>) async -> Bool {
    Task { [eventsContinuation] in
      await work.value
      eventsContinuation.yield(false)
    }
    for await fetched in events { return fetched }
    return false
  }

  /// Answers the fetch that has waited longest.
  func answer(_ result: Result<[User], ServiceError>) {
    let next = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    next?.resume(returning: result)
  }
}

/// The port's new back reference, the presenter's to its view, while a refresh is out.
@Suite("Exercise 08: the ported screen closed while a refresh is out")
@MainActor
struct UsersLifetimeTests {
  /// The refresh button's handler holds the presenter, not the screen, so a refresh can still
  /// be out when the window closes. The screen must go at once; the presenter, when its refresh
  /// returns, must find no screen to draw on, and go too. An `unowned` view crashes here.
  @Test func closingTheWindowWhileARefreshIsOut_releasesTheScreenThenThePresenter() async throws {
    // given
    let service = UserServiceGate()
    let window = Window()
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?
    let refresh: Task<Void, Never>
    do {
      let newPresenter = UsersPresenter(service: service)
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
      await settling { window.setRoot(newScreen) }
      service.hold()
      refresh = Task { await settling { newPresenter.refreshRequested() } }
    }
    let refreshIsOut = await service.fetchStarted(orEndOf: refresh)
    try #require(refreshIsOut, "the presenter's refresh ended without asking the service for users")

    // when
    window.close()
    let screenOutlivedTheWindow = screen != nil
    service.answer(.success([User.stub(firstName: "Grace", lastName: "Hopper", age: 45)]))
    await refresh.value

    // then
    #expect(
      screenOutlivedTheWindow == false,
      "the screen outlived its window while a refresh was out: the presenter still holds it")
    #expect(screen == nil, "the screen outlived its window: it is still held after the refresh returned")
    #expect(presenter == nil, "the presenter outlived its screen: it is still held after its refresh returned")
  }
}
