import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E18UDFForgottenEffectAction

/// The users reducer under the exhaustive test store: every effect must send its answer back.
@Suite("Exercise 18: the answer the effect never sends")
@MainActor
struct UsersFeatureTests {
  @Test func load_answersWithTheUsers() async {
    // given
    let store = TestStore(
      initialState: UsersFeature.State(),
      reducer: UsersFeature(service: UserServiceMock(result: .success(User.samples))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.success(User.samples))) { $0.list = .loaded(User.samples) }
    store.finish()
  }

  @Test func failedLoad_answersWithTheError_andShowsTheAlert() async {
    // given
    let error = ServiceError.network("timed out")
    let store = TestStore(
      initialState: UsersFeature.State(), reducer: UsersFeature(service: UserServiceMock(result: .failure(error))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.failure(error))) {
      $0.list = .failed(title: "Could not load users", message: "Could not reach the server (timed out).")
    }
    store.finish()
  }

  @Test func failedRefresh_answersWithTheError_andReplacesTheRows() async {
    // given: the server reports an error of its own, not an unreachable network
    let error = ServiceError.api("rate limited")
    let store = TestStore(
      initialState: UsersFeature.State(list: .loaded(User.samples)),
      reducer: UsersFeature(service: UserServiceMock(result: .failure(error))))

    // when, then
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.usersResponse(.failure(error))) {
      $0.list = .failed(title: "Could not load users", message: "The server reported an error: rate limited")
    }
    store.finish()
  }
}

/// The screen as the user sees it after a failed load.
@Suite("Exercise 18: the screen after a failed load")
@MainActor
struct UsersScreenTests {
  @Test func screenAfterAFailedLoad_showsTheAlert_notLoading() async {
    // given
    let view = UsersView(
      store: Store(
        initialState: UsersFeature.State(),
        reducer: UsersFeature(service: UserServiceMock(result: .failure(.decoding("bad JSON"))))))

    // when
    await settling { view.screenDidLoad() }

    // then
    #expect(view.body() == ["[!] Could not load users", "    The data could not be read (bad JSON)."])
  }

  @Test func screenAfterALoad_listsTheUsers() async {
    // given
    let view = UsersView(
      store: Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: UserServiceMock())))

    // when
    await settling { view.screenDidLoad() }

    // then
    #expect(
      view.body() == [
        "1. Iyad Agha    36 years",
        "2. Mila Haward  24 years",
        "3. Mark Astun   39 years",
      ])
  }

  @Test func refreshWhileAFailingLoadIsOut_endsOnTheAlert() async {
    // given: the first load is out, and the server will fail both it and a refresh
    let service = UserServiceWithARequestOut(result: .failure(.api("rate limited")))
    let view = UsersView(store: Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: service)))
    service.whileTheNextFetchIsOut = { try? await view.perform(.refresh) }

    // when: the user refreshes while the first load is out; the refresh is answered first
    await settling { view.screenDidLoad() }

    // then: each load answered, and the screen ends on the alert
    #expect(service.fetchCount == 2)
    #expect(
      view.body() == ["[!] Could not load users", "    The server reported an error: rate limited"],
      "a load that failed left the screen without the alert")
  }
}
