import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVP

/// Closing the window frees every screen, presenter and coordinator of a feature, and so does
/// dropping the window without closing it: the coordinators hold the window weakly, so no cycle
/// runs through the window.
///
/// A request still out when the window closes keeps only the presenter that made it: the
/// presenters hold their coordinator weakly, so it goes with the window.
///
/// References are gathered in helpers so that no strong local outlives the `close()`.
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.users)) func users_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startUsers(service: UserServiceMock(), in: window)
    let references = try MVPObjectGraph.references(in: window)

    // when / then
    try expectReleasedOnClose(references, count: 2)
  }

  @Test(.tags(.drivers)) func drivers_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startDrivers(service: DriverServiceMock(), in: window)
    let references = try MVPObjectGraph.references(in: window)

    // when / then
    try expectReleasedOnClose(references, count: 2)
  }

  @Test(.tags(.melodies)) func melodies_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)
    let references = try MVPObjectGraph.references(in: window)

    // when / then
    try expectReleasedOnClose(references, count: 2)
  }

  @Test(.tags(.news)) func newsWithDetailPushed_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startNews(service: NewsServiceMock(), in: window)
    try await window.perform(.select(1))
    let references = try MVPObjectGraph.references(in: window)

    // when / then: two screens, two presenters, the coordinator
    try expectReleasedOnClose(references, count: 5)
  }

  @Test(.tags(.todos)) func todosWithAddPresented_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    let references = try MVPObjectGraph.references(in: window)

    // when / then: two screens, two presenters, the coordinator
    try expectReleasedOnClose(references, count: 5)
  }

  @Test(.tags(.news)) func newsAfterBack_closingWindow_releasesEverything() async throws {
    // given
    await MVPApp.startNews(service: NewsServiceMock(), in: window)
    try await window.perform(.select(1))
    let detail = try MVPObjectGraph.references(in: window).filter { $0.name.hasPrefix("ArticleDetail") }
    try await window.perform(.back)
    let list = try MVPObjectGraph.references(in: window)

    // when / then: the popped detail is gone already, the rest goes on close
    #expect(detail.count == 2)
    #expect(detail.filter { $0.object != nil }.map(\.name) == [])
    try expectReleasedOnClose(list, count: 3)
  }

  private func expectReleasedOnClose(_ references: [WeakReference], count: Int) throws {
    try #require(references.count == count, "found \(references.map(\.name))")
    try #require(references.allSatisfy { $0.object != nil })

    // when
    window.close()

    // then
    #expect(references.filter { $0.object != nil }.map(\.name) == [])
  }

  @Test(.tags(.news)) func newsWithDetailPushed_droppingWindowUnclosed_releasesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVPApp.startNews(service: NewsServiceMock(), in: window!)
    try await window!.perform(.select(1))
    let references = try MVPObjectGraph.references(in: window!)

    // when / then: two screens, two presenters, the coordinator
    try MVPObjectGraph.expectReleased(references, count: 5, whenDropping: &window)
  }

  @Test(.tags(.todos)) func todosWithAddPresented_droppingWindowUnclosed_releasesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVPApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window!)
    try await window!.perform(.add)
    let references = try MVPObjectGraph.references(in: window!)

    // when / then: two screens, two presenters, the coordinator
    try MVPObjectGraph.expectReleased(references, count: 5, whenDropping: &window)
  }

  @Test(.tags(.news)) func newsListRefreshing_closingWindow_freesEverythingAtOnce() async throws {
    // given
    let midRequest = MidRequest()
    await MVPApp.startNews(service: ObservedNewsService(NewsServiceMock(), willRequest: midRequest.hook), in: window)

    // when: the user closes the window while the refresh is out
    let left = try await MVPObjectGraph.namesLeft(in: window, closingAsTheNextRequestBegins: midRequest) {
      try await window.perform(.refresh)
    }

    // then
    #expect(left == [], "the request out keeps nothing alive: its task holds the presenter weakly")
  }

  @Test(.tags(.todos)) func todoListRefreshing_closingWindow_freesEverythingAtOnce() async throws {
    // given
    let midRequest = MidRequest()
    await MVPApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // when
    let left = try await MVPObjectGraph.namesLeft(in: window, closingAsTheNextRequestBegins: midRequest) {
      try await window.perform(.refresh)
    }

    // then
    #expect(left == [], "the request out keeps nothing alive: its task holds the presenter weakly")
  }

  @Test(.tags(.todos)) func addTodoSaving_closingWindow_freesEverythingAtOnce() async throws {
    // given
    let midRequest = MidRequest()
    await MVPApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // when
    let left = try await MVPObjectGraph.namesLeft(in: window, closingAsTheNextRequestBegins: midRequest) {
      try await window.perform(.save)
    }

    // then
    #expect(left == [], "the request out keeps nothing alive: its task holds the presenter weakly")
  }
}
