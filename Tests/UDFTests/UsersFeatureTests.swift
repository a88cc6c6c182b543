import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import UDF

/// The users reducer, with no view: each action's state change and each effect's answer.
@Suite("UDF users", .tags(.users))
@MainActor
struct UsersFeatureTests {
  private static let error = ServiceError.network("timed out")
  private static let alert = ListState<User>.Alert(
    title: "Could not load users", message: "Could not reach the server (timed out).")

  @Test func load_showsLoading_thenTheUsers() async {
    // given
    let service = UserServiceMock(result: .success(User.samples))
    let store = TestStore(initialState: UsersFeature.State(), reducer: UsersFeature(service: service))

    // when, then: the screen starts loading, so the first action changes nothing before the answer
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.success(User.samples))) { $0.list = .loaded(User.samples) }
    #expect(service.fetchCount == 1)
  }

  @Test func noUsers_isTheEmptyState() async {
    // given
    let store = TestStore(
      initialState: UsersFeature.State(), reducer: UsersFeature(service: UserServiceMock(result: .success([]))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.success([]))) { $0.list = .empty("No users") }
  }

  @Test func failedLoad_showsTheAlert() async {
    // given
    let store = TestStore(
      initialState: UsersFeature.State(), reducer: UsersFeature(service: UserServiceMock(result: .failure(Self.error))))

    // when, then
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.failure(Self.error))) { $0.list = .failed(Self.alert) }
  }

  @Test func refresh_showsLoadingOverTheRows_thenTheNewUsers() async {
    // given
    let newUsers = [User.stub()]
    let store = TestStore(
      initialState: UsersFeature.State(list: .loaded(User.samples)),
      reducer: UsersFeature(service: UserServiceMock(result: .success(newUsers))))

    // when, then
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.usersResponse(.success(newUsers))) { $0.list = .loaded(newUsers) }
  }

  @Test func refreshAfterFailure_showsTheUsers() async {
    // given
    let service = UserServiceMock(result: .failure(Self.error))
    let store = TestStore(initialState: UsersFeature.State(), reducer: UsersFeature(service: service))
    await store.send(.viewDidLoad)
    await store.receive(.usersResponse(.failure(Self.error))) { $0.list = .failed(Self.alert) }
    service.result = .success(User.samples)

    // when, then: the alert goes as the spinner comes
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.usersResponse(.success(User.samples))) { $0.list = .loaded(User.samples) }
    #expect(service.fetchCount == 2)
  }

  @Test func refreshThatFails_replacesTheRowsWithTheAlert() async {
    // given
    let store = TestStore(
      initialState: UsersFeature.State(list: .loaded(User.samples)),
      reducer: UsersFeature(service: UserServiceMock(result: .failure(Self.error))))

    // when, then
    await store.send(.refreshRequested) { $0.list = .loading }
    await store.receive(.usersResponse(.failure(Self.error))) { $0.list = .failed(Self.alert) }
  }

  @Test func actions_traceShort() {
    #expect(UsersFeature.Action.usersResponse(.success(User.samples)).traceText == ".usersResponse(.success(3 users))")
    #expect(
      UsersFeature.Action.usersResponse(.failure(Self.error)).traceText
        == #".usersResponse(.failure(.network("timed out")))"#)
  }
}

/// The users view: what it draws from the store's state, and that closing the window frees it.
@Suite("UDF users view", .tags(.users))
@MainActor
struct UsersViewTests {
  private let window = Window()

  @Test func theLoadedState_isDrawnAsNumberedRowsWithAges() async {
    // when
    await UDFApp.startUsers(service: UserServiceMock(result: .success(User.samples)), in: window)

    // then
    #expect(
      window.frame?.lines == [
        "1. Iyad Agha    36 years",
        "2. Mila Haward  24 years",
        "3. Mark Astun   39 years",
      ])
  }

  @Test func aFailedRefresh_isDrawnAsTheAlert() async throws {
    // given
    let service = UserServiceMock(result: .success(User.samples))
    await UDFApp.startUsers(service: service, in: window)
    service.result = .failure(.network("timed out"))

    // when
    try await window.perform(.refresh)

    // then
    #expect(window.frame?.lines == ["[!] Could not load users", "    Could not reach the server (timed out)."])
  }

  @Test func closingTheWindow_freesViewAndStore() async throws {
    // given
    await UDFApp.startUsers(service: UserServiceMock(), in: window)
    @Weak var view = window.topScreen as? UsersView
    @Weak var store = view?.store
    try await window.perform(.refresh)
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(store == nil)
  }
}
