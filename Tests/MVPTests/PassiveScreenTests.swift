import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVP

/// The real passive screens of news, melodies, drivers and todos, drawn: each action reaches the
/// presenter, and what the presenter says reaches the frame, the notice above the list included.
///
/// The presenter tests talk to view mocks, so a screen that dropped an action, or a list view
/// that kept a notice the presenter took down, would pass them all.
@MainActor
struct PassiveScreenTests {
  private let window = Window()
  private let midRequest = MidRequest()

  @Test(.tags(.news)) func newsScreen_clear_drawsTheHeadlinesAgain() async throws {
    // given
    await MVPApp.startNews(service: NewsServiceMock(), in: window)
    let headlines = window.frame
    try await window.perform(.search("viper"))
    #expect(window.frame != headlines)

    // when
    try await window.perform(.clear)

    // then
    #expect(window.frame == headlines)
  }

  @Test(.tags(.news)) func newsScreen_refresh_drawsWhatTheServiceSendsNow() async throws {
    // given
    let service = NewsServiceMock()
    await MVPApp.startNews(service: service, in: window)
    service.headlines = .success([Article.stub(title: "Fresh news")])

    // when
    try await window.perform(.refresh)

    // then
    #expect(window.frame == Frame(title: "News", lines: ["Search: (empty)", "", "1. Fresh news  Swift Blog"]))
  }

  @Test(.tags(.news)) func newsScreen_drawsTheNoticeAboveTheRows() async {
    // when
    await MVPApp.startNews(service: NewsServiceMock(headlines: .success(Article.newsAPIQuirks)), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "News",
          lines: [
            "Search: (empty)", "", "(1 removed article not shown)", "", "1. S&P 500 rallies  Swift Blog",
            "2. Tesla’s quarter  Swift Blog",
          ]))
  }

  @Test(.tags(.melodies)) func melodiesScreen_appear_drawsTheNetworkLineAndTheRows() async {
    // when
    await MVPApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "Melodies",
          lines: [
            "Network: online", "", "1. Clair de Lune     Claude Debussy · 5:03",
            "2. Gymnopédie No. 1  Erik Satie · 3:05",
          ]))
  }

  @Test(.tags(.melodies)) func melodiesScreen_online_drawsTheOnlineFrameAgain() async throws {
    // given
    let service = MelodyServiceMock()
    await MVPApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    let online = window.frame
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))
    try await window.perform(.offline)
    service.result = .success(MelodyFeed(melodies: Melody.samples, origin: .remote))

    // when
    try await window.perform(.online)

    // then
    #expect(window.frame == online)
  }

  @Test(.tags(.melodies)) func melodiesScreen_refresh_drawsWhatTheServiceSendsNow() async throws {
    // given
    let service = MelodyServiceMock()
    await MVPApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    service.result = .success(
      MelodyFeed(melodies: [.stub(title: "Nocturne", artist: "Chopin", duration: 60)], origin: .remote))

    // when
    try await window.perform(.refresh)

    // then
    #expect(window.frame == Frame(title: "Melodies", lines: ["Network: online", "", "1. Nocturne  Chopin · 1:00"]))
  }

  @Test(.tags(.melodies)) func melodiesScreen_refresh_takesTheNoticeDownWhileLoading() async throws {
    // given: saved melodies under their notice
    let probe = FrameProbe(window: window)
    let service = MelodyServiceMock(result: .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline)))
    await MVPApp.startMelodies(
      service: ObservedMelodyService(service, willRequest: { @MainActor in probe.record() }), network: NetworkSwitch(),
      in: window)
    try #require(window.frame?.lines.contains { $0.hasPrefix("(") } == true)

    // when
    try await window.perform(.refresh)

    // then: the frame drawn while the request is out
    #expect(probe.frames.last == Frame(title: "Melodies", lines: ["Network: online", "", "Loading…"]))
  }

  @Test(.tags(.melodies)) func melodiesScreen_refreshFailingAfterSavedMelodies_dropsTheirNotice() async throws {
    // given: the user went offline, and saved melodies came in under a notice
    let service = MelodyServiceMock()
    await MVPApp.startMelodies(service: service, network: NetworkSwitch(), in: window)
    service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))
    try await window.perform(.offline)
    try #require(window.frame?.lines.contains { $0.hasPrefix("(") } == true)
    service.result = .failure(.noNetwork)

    // when
    try await window.perform(.refresh)

    // then: the alert, and no notice of melodies no longer shown
    let alert = ["[!] Could not load melodies", "    \(MelodyServiceError.noNetwork.message)"]
    #expect(window.frame == Frame(title: "Melodies", lines: ["Network: offline", ""] + alert))
  }

  @Test(.tags(.melodies)) func melodiesScreen_offlineWhileARefreshIsOut_cancelsTheRefresh() async throws {
    // given: a refresh is out when the user goes offline; the refresh would fail
    let service = MelodyServiceMock()
    await MVPApp.startMelodies(
      service: ObservedMelodyService(service, willRequest: midRequest.hook), network: NetworkSwitch(), in: window)
    midRequest.next = { [window] in
      service.result = .success(MelodyFeed(melodies: [.stub()], origin: .savedOffline))
      try? await window.perform(.offline)
      service.result = .failure(.noNetwork)
    }

    // when
    try await window.perform(.refresh)

    // then: the offline load, the newer, is what shows; the refresh's late failure is dropped
    let lines = try #require(window.frame?.lines)
    #expect(lines.first == "Network: offline")
    #expect(lines.contains { $0.hasPrefix("(") })
    #expect(!lines.contains { $0.hasPrefix("[!]") })
  }

  @Test(.tags(.drivers)) func driversScreen_searchWithNoMatch_drawsTheEmptyState() async throws {
    // given
    await MVPApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    try await window.perform(.search("xyz"))

    // then
    #expect(window.frame == Frame(title: "Drivers", lines: ["Search: \"xyz\"", "", "No drivers match \"xyz\"."]))
  }

  @Test(.tags(.todos)) func todosAdd_theAddScreenTellsItsPresenterItLoaded() async {
    // given
    await MVPApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    let log = TraceLog()

    // when
    await Trace.$log.withValue(log) { try? await window.perform(.add) }

    // then
    #expect(
      log.messages.map(\.description) == [
        "View → Presenter: addTapped()",
        "Presenter → Coordinator: showAddItem()",
        "Coordinator → Window: present(Add to-do)",
        "View → Presenter: viewDidLoad()",
      ])
  }
}
