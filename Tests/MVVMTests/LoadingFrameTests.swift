import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// The loading state as the harness sees it: the frame at the moment a service request begins.
///
/// The request-observing services record the frame from inside the request, after a hop to the
/// main actor and without yielding first, so a view that drew stale outputs (the willSet trap of
/// `withObservationTracking`) would be caught here.
@MainActor
struct LoadingFrameTests {
  private let window = Window()

  @Test(.tags(.users)) func users_loadingShowsWhenTheRequestBegins_onStartAndOnRefresh() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let service = ObservedUserService(UserServiceMock()) { await recorder.record() }
    await MVVMApp.startUsers(service: service, in: window)
    let loaded = window.frame

    // when
    try await window.perform(.refresh)

    // then
    let loading = Frame(title: "Users", lines: ["Loading…"])
    #expect(recorder.frames == [loading, loading])
    #expect(
      loaded
        == Frame(
          title: "Users", lines: ["1. Iyad Agha    36 years", "2. Mila Haward  24 years", "3. Mark Astun   39 years"]))
    #expect(window.frame == loaded)
  }

  @Test(.tags(.users)) func users_refreshAfterError_clearsTheAlertWhenTheRequestBegins() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let mock = UserServiceMock(result: .failure(.network("down")))
    await MVVMApp.startUsers(service: ObservedUserService(mock) { await recorder.record() }, in: window)
    let failed = window.frame
    mock.result = .success([])

    // when
    try await window.perform(.refresh)

    // then
    #expect(
      failed == Frame(title: "Users", lines: ["[!] Could not load users", "    Could not reach the server (down)."]))
    #expect(recorder.frames.last == Frame(title: "Users", lines: ["Loading…"]))
    #expect(window.frame == Frame(title: "Users", lines: ["No users"]))
  }

  @Test(.tags(.drivers)) func drivers_loadingOnStart_thenSearchShowsFieldAndFilteredRows() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let service = ObservedDriverService(DriverServiceMock()) { await recorder.record() }
    await MVVMApp.startDrivers(service: service, in: window)

    // when
    try await window.perform(.search("perez"))

    // then
    #expect(recorder.frames == [Frame(title: "Drivers", lines: ["Search: (empty)", "", "Loading…"])])
    #expect(
      window.frame
        == Frame(title: "Drivers", lines: ["Search: \"perez\"", "", "1. Sergio PÉREZ  #11 · Red Bull Racing"]))
  }

  @Test(.tags(.news)) func news_loadingShowsWithTheSearchTextWhenTheSearchRequestBegins() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let service = ObservedNewsService(NewsServiceMock()) { await recorder.record() }
    await MVVMApp.startNews(service: service, in: window)

    // when
    try await window.perform(.search("viper"))

    // then
    #expect(
      recorder.frames == [
        Frame(title: "News", lines: ["Search: (empty)", "", "Loading…"]),
        Frame(title: "News", lines: ["Search: \"viper\"", "", "Loading…"]),
      ])
    #expect(
      window.frame == Frame(title: "News", lines: ["Search: \"viper\"", "", "1. VIPER in large teams  Swift Blog"]))
  }

  @Test(.tags(.melodies)) func melodies_loadingShowsWithTheNetworkLine_andOfflineShowsTheBanner() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let mock = MelodyServiceMock()
    let network = NetworkSwitch()
    await MVVMApp.startMelodies(
      service: ObservedMelodyService(mock) { await recorder.record() }, network: network, in: window)
    mock.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    try await window.perform(.offline)

    // then
    #expect(
      recorder.frames == [
        Frame(title: "Melodies", lines: ["Network: online", "", "Loading…"]),
        Frame(title: "Melodies", lines: ["Network: offline", "", "Loading…"]),
      ])
    #expect(
      window.frame
        == Frame(
          title: "Melodies",
          lines: [
            "Network: offline", "", "(Offline — showing saved melodies)", "",
            "1. Clair de Lune     Claude Debussy · 5:03", "2. Gymnopédie No. 1  Erik Satie · 3:05",
          ]))
  }

  @Test(.tags(.todos)) func todos_listLoadsShowingSectionsAndReloadsAfterASave() async throws {
    // given
    let recorder = FrameProbe(window: window)
    let mock = TodoStoreMock(items: [
      TodoItem(name: "Review the PR", dueDate: FixedCalendar.date("2024-05-15", hour: 9)),
      TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-05-16", hour: 9)),
    ])
    let store = ObservedTodoStore(mock) { await recorder.record() }
    await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    let loaded = window.frame
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(
      loaded
        == Frame(
          title: "To-dos", lines: ["Today", "  1. Review the PR", "Tomorrow", "  2. Call the dentist  Thursday"]))
    #expect(
      recorder.frames == [
        Frame(title: "To-dos", lines: ["Loading…"]),
        Frame(title: "Add to-do", lines: ["Name: Buy milk", "Due:  tomorrow (Thu 16 May 2024)"]),
        Frame(title: "To-dos", lines: ["Loading…"]),
      ])
    #expect(
      window.frame
        == Frame(
          title: "To-dos",
          lines: [
            "Today", "  1. Review the PR", "Tomorrow", "  2. Buy milk          Thursday",
            "  3. Call the dentist  Thursday",
          ]))
  }
}
