import Domain
import DomainTestSupport
import Synchronization
import Testing
import TextUI

@testable import E06MVPPresenterHoldsView

/// A user service that answers at once until the test holds it; then each fetch waits until
/// the test answers it, so that the test can close the screen while a load is out.
final class UserServiceGate: UserService {
  private struct State {
    var holding = false
    var waiting: [CheckedContinuation<Result<[User], ServiceError>, Never>] = []
  }
  private let state = Mutex(State())
  private let answerAtOnce: Result<[User], ServiceError>
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  /// - Parameter users: what a fetch answers while the gate is not holding.
  init(users: [User] = [User.stub()]) {
    answerAtOnce = .success(users)
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  func fetchUsers() async throws(ServiceError) -> [User] {
    let result = await withCheckedContinuation { continuation in
      let held = state.withLock { state in
        guard state.holding else { return false }
        state.waiting.append(continuation)
        return true
      }
      if held { fetchesContinuation.yield() } else { continuation.resume(returning: answerAtOnce) }
    }
    return try result.get()
  }

  /// From now on, each fetch waits for ``answer(_:)``.
  func hold() {
    state.withLock { $0.holding = true }
  }

  /// Returns once a held fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that has waited longest.
  func answer(_ result: Result<[User], ServiceError>) {
    let next = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    next?.resume(returning: result)
  }
}

/// What a spy view was told, in order; the test keeps it, so it can be read once the view is gone.
@MainActor
final class UsersViewCalls {
  enum Call: Equatable {
    case loading
    case users([UserRowViewData])
    case emptyState(String)
    case error(title: String, message: String)
  }

  var list: [Call] = []
}

/// A passive view that notes every call the presenter makes in a ``UsersViewCalls``.
@MainActor
final class UsersViewSpy: UsersView {
  let calls: UsersViewCalls

  init(calls: UsersViewCalls) {
    self.calls = calls
  }

  func showLoading() { calls.list.append(.loading) }
  func show(users: [UserRowViewData]) { calls.list.append(.users(users)) }
  func showEmptyState(message: String) { calls.list.append(.emptyState(message)) }
  func showError(title: String, message: String) { calls.list.append(.error(title: title, message: message)) }
}

/// Who keeps whom alive once the window lets the users screen go.
@Suite("Exercise 06: the presenter that keeps its view alive")
@MainActor
struct UsersLifetimeTests {
  @Test func closingTheWindow_releasesScreenAndPresenter() async {
    // given
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?
    let window = Window()
    do {
      let newPresenter = UsersPresenter(service: UserServiceMock())
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
      await settling { window.setRoot(newScreen) }
    }

    // when
    window.close()

    // then
    #expect(screen == nil, "the screen outlived its window")
    #expect(presenter == nil, "the presenter outlived its screen")
  }

  @Test func droppingAScreenNeverShown_releasesScreenAndPresenter() {
    // given
    weak var screen: UsersScreen?
    weak var presenter: UsersPresenter?

    // when
    do {
      let newPresenter = UsersPresenter(service: UserServiceMock())
      let newScreen = UsersScreen(presenter: newPresenter)
      screen = newScreen
      presenter = newPresenter
    }

    // then
    #expect(screen == nil, "the screen outlived the last reference to it, before any load")
    #expect(presenter == nil, "the presenter outlived its screen, before any load")
  }

  @Test func refreshAfterLoad_drawsTheNewAnswer() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub()]))
    let screen = UsersScreen(presenter: UsersPresenter(service: service))
    await settling { screen.screenDidLoad() }

    // when
    service.result = .success([])
    try await screen.perform(.refresh)

    // then
    #expect(screen.body() == ["No users"], "the presenter no longer talks to the screen it belongs to")
  }

  @Test func screenAfterLoad_showsTheUsers() async {
    // given
    let screen = UsersScreen(presenter: UsersPresenter(service: UserServiceMock(result: .success([User.stub()]))))

    // when
    await settling { screen.screenDidLoad() }

    // then
    #expect(screen.body() == ["1. Ada Lovelace  36 years"])
  }

  /// The refresh button's handler holds the presenter, not the screen, so a refresh can still
  /// be out when the window closes. The screen must go at once; the presenter, when its refresh
  /// returns, must find no screen to draw on, and go too. An `unowned` view crashes here.
  @Test func closingTheWindowWhileARefreshIsOut_releasesTheScreenThenThePresenter() async {
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
    await service.fetchStarted()

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

  @Test func loadThatReturnsAfterItsViewIsGone_showsNothing() async {
    // given
    let service = UserServiceGate()
    service.hold()
    let calls = UsersViewCalls()
    let presenter = UsersPresenter(service: service)
    var owner: UsersViewSpy? = UsersViewSpy(calls: calls)
    weak var view: UsersViewSpy?
    view = owner
    presenter.attach(view: owner!)
    let load = Task { await settling { presenter.viewDidLoad() } }
    await service.fetchStarted()

    // when
    owner = nil
    let viewOutlivedItsOwner = view != nil
    service.answer(.success([User.stub()]))
    await load.value

    // then
    #expect(
      viewOutlivedItsOwner == false,
      "the view outlived the screen that owned it while the load was out: the presenter holds it")
    #expect(
      calls.list == [.loading],
      "the presenter showed its answer on a view that was gone; a view dropped while the load is out is told nothing")
  }

  @Test func refreshAfterTheViewIsGone_showsNothing() async {
    // given
    let calls = UsersViewCalls()
    let presenter = UsersPresenter(service: UserServiceGate())
    var owner: UsersViewSpy? = UsersViewSpy(calls: calls)
    weak var view: UsersViewSpy?
    view = owner
    presenter.attach(view: owner!)
    await settling { presenter.viewDidLoad() }

    // when
    owner = nil
    let viewOutlivedItsOwner = view != nil
    await settling { presenter.refreshRequested() }

    // then
    #expect(
      viewOutlivedItsOwner == false,
      "the view outlived the screen that owned it after the load returned: the presenter holds it")
    #expect(
      calls.list == [.loading, .users([UserRowViewData(name: "Ada Lovelace", age: "36 years")])],
      "the presenter told a view that was gone about a later refresh; a view dropped is told nothing")
  }
}
