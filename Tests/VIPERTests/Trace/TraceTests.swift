import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import VIPER

/// Every message crossing a layer boundary reports itself once, in order, sender first: the
/// window reports user events, the views what the presenter tells them, and the interactor and
/// presenter what the other calls on them.
@MainActor
struct TraceTests {
  private let window = Window()

  @Test(.tags(.users)) func usersRefresh_tracesViewPresenterInteractorServiceAndBack() async throws {
    // given
    await VIPERApp.startUsers(service: ObservedUserService(UserServiceMock(), observer: interactorRequests), in: window)

    // when
    let messages = try await traceMessages { try await window.perform(.refresh) }

    // then
    #expect(
      messages == [
        "View → Presenter: refreshRequested()",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: fetchUsers()",
        "Interactor → Service: fetchUsers()",
        "Interactor → Presenter: didFetch(users: 3 users)",
        "Presenter → View: show(rows: 3 rows)",
      ])
  }

  @Test(.tags(.users)) func usersStartWithFailingService_tracesTheFailureAndTheAlert() async {
    // given
    let service = UserServiceMock(result: .failure(.network("offline")))

    // when
    let messages = await traceMessages { await VIPERApp.startUsers(service: service, in: window) }

    // then
    #expect(
      messages == [
        "App → Window: setRoot(Users)",
        "View → Presenter: viewDidLoad()",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: fetchUsers()",
        "Interactor → Presenter: didFailToFetchUsers(with: .network(\"offline\"))",
        "Presenter → View: showError(title: \"Could not load users\", message: …)",
      ])
  }

  @Test(.tags(.drivers)) func driversSearch_filtersInTheInteractorWithoutAskingTheService() async throws {
    // given
    await VIPERApp.startDrivers(
      service: ObservedDriverService(DriverServiceMock(), observer: interactorRequests), in: window)

    // when each search is made and its frame drawn, when the table asks for the rows in view
    let messages = try await traceMessages {
      try await window.perform(.search("ham"))
      _ = window.frame
      try await window.perform(.search("xyz"))
      _ = window.frame
    }

    // then
    #expect(
      messages == [
        "View → Presenter: searchTextChanged(\"ham\")",
        "Presenter → View: showSearchText(\"ham\")",
        "Presenter → Interactor: filterDrivers(by: \"ham\")",
        "Interactor → Presenter: didFind(.matches(1 driver))",
        "Presenter → View: reloadRows()",
        "View → Presenter: rows(1–1 of 1)",
        "View → Presenter: searchTextChanged(\"xyz\")",
        "Presenter → View: showSearchText(\"xyz\")",
        "Presenter → Interactor: filterDrivers(by: \"xyz\")",
        "Interactor → Presenter: didFind(.empty(\"No drivers match \\\"xyz\\\".\"))",
        "Presenter → View: showEmptyState(message: \"No drivers match \\\"xyz\\\".\")",
      ])
  }

  @Test(.tags(.drivers)) func driversSearchAfterFailedLoad_tracesNothingToFilter() async throws {
    // given
    let service = DriverServiceMock()
    service.result = .failure(.network("down"))
    await VIPERApp.startDrivers(service: service, in: window)

    // when
    let messages = try await traceMessages { try await window.perform(.search("ham")) }

    // then
    #expect(
      messages == [
        "View → Presenter: searchTextChanged(\"ham\")",
        "Presenter → View: showSearchText(\"ham\")",
        "Presenter → Interactor: filterDrivers(by: \"ham\")",
        "Interactor → Presenter: didFind(.loadFailed)",
      ])
  }

  @Test(.tags(.news)) func newsSearch_asksTheServiceThroughTheInteractor() async throws {
    // given
    await VIPERApp.startNews(
      service: ObservedNewsService(NewsServiceMock(), observer: interactorRequests), in: window)

    // when
    let messages = try await traceMessages { try await window.perform(.search("viper")) }

    // then
    #expect(
      messages == [
        "View → Presenter: searchTextChanged(\"viper\")",
        "Presenter → View: showSearchText(\"viper\")",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: loadArticles(matching: \"viper\")",
        "Interactor → Service: searchArticles(matching: \"viper\")",
        "Interactor → Presenter: didLoad(feed: 1 article)",
        "Presenter → View: show(rows: 1 row)",
      ])
  }

  @Test(.tags(.melodies)) func melodiesOffline_tracesTheNetworkStateAndTheSavedFeed() async throws {
    // given
    let service = MelodyServiceMock()
    await VIPERApp.startMelodies(
      service: ObservedMelodyService(service, observer: interactorRequests), network: NetworkSwitch(), in: window)
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
        "Interactor → Presenter: didFetch(feed: 2 songs)",
        "Presenter → View: showNotice(\"Offline — showing saved melodies\")",
        "Presenter → View: show(rows: 2 rows)",
      ])
  }

  @Test(.tags(.drivers)) func noLogBound_recordsNothing() async throws {
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

  @Test(.tags(.news)) func tracing_leavesEveryFrameAsItWas() async throws {
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
