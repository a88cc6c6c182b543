import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// Every message crossing a layer boundary reports itself, in order, sender first.
@MainActor
struct TraceTests {
  private let window = Window()

  @Test func usersRefresh_tracesViewPresenterInteractorServiceAndBack() async throws {
    // given
    await VIPERApp.startUsers(service: UserServiceMock(), in: window)

    // when
    let messages = try await traceMessages { try await window.perform(.refresh) }

    // then
    #expect(
      messages == [
        "View → Presenter: refreshRequested()",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: fetchUsers()",
        "Interactor → Service: fetchUsers()",
        "Service → Interactor: 3 users",
        "Interactor → Presenter: didFetch(users: 3 users)",
        "Presenter → View: show(users: 3 rows)",
      ])
  }

  @Test func usersStartWithFailingService_tracesTheFailureAndTheAlert() async {
    // given
    let service = UserServiceMock(result: .failure(.network("offline")))

    // when
    let messages = await traceMessages { await VIPERApp.startUsers(service: service, in: window) }

    // then
    #expect(
      messages == [
        "View → Presenter: viewDidLoad()",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: fetchUsers()",
        "Interactor → Service: fetchUsers()",
        "Service → Interactor: failed: Could not reach the server (offline).",
        "Interactor → Presenter: didFailToFetchUsers(with: error)",
        "Presenter → View: showError(\"Could not load users\")",
      ])
  }

  @Test func driversSearch_filtersInTheInteractorWithoutAskingTheService() async throws {
    // given
    await VIPERApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    let messages = try await traceMessages {
      try await window.perform(.search("ham"))
      try await window.perform(.search("xyz"))
    }

    // then
    #expect(
      messages == [
        "View → Presenter: searchTextChanged(\"ham\")",
        "Presenter → View: showSearchText(\"ham\")",
        "Presenter → Interactor: filterDrivers(by: \"ham\")",
        "Interactor → Presenter: didFind(drivers: 1 drivers, matching: \"ham\")",
        "Presenter → View: show(drivers: 1 rows)",
        "View → Presenter: searchTextChanged(\"xyz\")",
        "Presenter → View: showSearchText(\"xyz\")",
        "Presenter → Interactor: filterDrivers(by: \"xyz\")",
        "Interactor → Presenter: didFind(drivers: 0 drivers, matching: \"xyz\")",
        "Presenter → View: showEmptyState(\"No drivers match \\\"xyz\\\".\")",
      ])
  }

  @Test func melodiesOffline_tracesTheNetworkStateAndTheSavedFeed() async throws {
    // given
    let service = MelodyServiceMock()
    await VIPERApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    service.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    let messages = try await traceMessages { try await window.perform(.offline) }

    // then
    #expect(
      messages == [
        "View → Presenter: networkSwitched(online: false)",
        "Presenter → Interactor: switchNetwork(online: false)",
        "Interactor → Presenter: willFetchMelodies(networkIsOnline: false)",
        "Presenter → View: showNetworkState(\"Network: offline\")",
        "Presenter → View: showLoading()",
        "Interactor → Service: fetchMelodies()",
        "Service → Interactor: 2 melodies (saved offline)",
        "Interactor → Presenter: didFetch(feed: 2 melodies)",
        "Presenter → View: show(melodies: 2 rows, notice: \"Offline — showing saved melodies\")",
      ])
  }

  @Test func noLogBound_recordsNothing() async throws {
    // given
    let outer = TraceLog()

    // when
    try await Trace.$log.withValue(outer) {
      try await Trace.$log.withValue(nil) {
        await VIPERApp.startDrivers(service: DriverServiceMock(), in: window)
        try await window.perform(.search("ham"))
        try await window.perform(.refresh)
      }
    }

    // then
    #expect(outer.messages.isEmpty)
    #expect(window.frame?.lines == ["Search: \"ham\"", "", "1. Lewis HAMILTON  #44 · Mercedes"])
  }

  @Test func tracing_leavesEveryFrameAsItWas() async throws {
    // given
    let actions: [UserAction] = [.search("ham"), .clear, .select(2), .back, .search("zzz"), .refresh]
    func frames(in window: Window) async throws -> [Frame?] {
      await VIPERApp.startNews(service: NewsServiceMock(), in: window)
      var frames = [window.frame]
      for action in actions {
        try await window.perform(action)
        frames.append(window.frame)
      }
      return frames
    }

    // when
    let untraced = try await frames(in: Window())
    var traced: [Frame?] = []
    let messages = try await traceMessages { traced = try await frames(in: Window()) }

    // then
    #expect(traced == untraced)
    #expect(messages.count > actions.count)
  }
}
