import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// What the user does while a feature's first load is still out: the composition root gives
/// the list controller its window before the list waits for its answer, so a push or a present
/// already works then.
@MainActor
struct FirstLoadTests {
  private let window = Window()
  private let midRequest = MidRequest()

  @Test(.tags(.news)) func news_rowSelectedBeforeTheFirstLoadEnds_pushesTheDetail() async {
    // given: the first load is slow; the user refreshes and selects a row of the answer
    midRequest.next = { [window] in
      try? await window.perform(.refresh)
      try? await window.perform(.select(2))
    }

    // when
    await MVCApp.startNews(service: ObservedNewsService(NewsServiceMock(), willRequest: midRequest.hook), in: window)

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is ArticleDetailViewController)
    #expect(window.frame?.lines.first == "Title:  VIPER in large teams")
  }

  @Test(.tags(.todos)) func todos_addTappedBeforeTheFirstLoadEnds_presentsTheAddScreen() async {
    // given
    midRequest.next = { [window] in try? await window.perform(.add) }

    // when
    await MVCApp.startTodos(
      store: ObservedTodoStore(TodoStoreMock(), willRequest: midRequest.hook),
      schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is AddTodoViewController)
  }
}
