import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVP

/// What the user does while a feature's first load is still out: the composition root has
/// handed the coordinator to the window, and the coordinator knows its list presenter, before
/// the first screen waits for its answer.
@MainActor
struct FirstLoadTests {
  private let window = Window()
  private let midRequest = MidRequest()

  /// The objects of the feature, as they were while its first request was out.
  @MainActor
  final class SeenObjects {
    var references: [WeakReference] = []
  }

  /// Closes the window as the next request begins, noting first what it held.
  private func closeWindowMidRequest() -> SeenObjects {
    let seen = SeenObjects()
    midRequest.next = { [window] in
      seen.references = (try? MVPObjectGraph.references(in: window)) ?? []
      window.close()
    }
    return seen
  }

  @Test(.tags(.news)) func news_windowClosedDuringTheFirstLoad_freesTheCoordinator() async {
    // given
    let seen = closeWindowMidRequest()

    // when
    await MVPApp.startNews(service: ObservedNewsService(NewsServiceMock(), willRequest: midRequest.hook), in: window)

    // then
    #expect(seen.references.map(\.name) == ["NewsListView", "NewsListPresenter", "NewsCoordinator"])
    #expect(seen.references.filter { $0.object != nil }.map(\.name) == [])
  }

  @Test(.tags(.todos)) func todos_windowClosedDuringTheFirstLoad_freesTheCoordinator() async {
    // given
    let seen = closeWindowMidRequest()

    // when
    await MVPApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then
    #expect(seen.references.map(\.name) == ["TodoListView", "TodoListPresenter", "TodosCoordinator"])
    #expect(seen.references.filter { $0.object != nil }.map(\.name) == [])
  }

  @Test(.tags(.todos)) func todos_itemSavedBeforeTheFirstLoadEnds_isListedAtOnce() async {
    // given: the user adds an item while the list is still loading
    let probe = FrameProbe(window: window)
    midRequest.next = { [window] in
      try? await window.perform(.add)
      try? await window.perform(.name("Buy milk"))
      try? await window.perform(.due("tomorrow"))
      try? await window.perform(.save)
      probe.record()
    }

    // when
    await MVPApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then: the list the save went back to showed the item, before the first load ended
    #expect(probe.frames == [Frame(title: "To-dos", lines: ["Tomorrow", "  1. Buy milk  Thursday"])])
  }
}
