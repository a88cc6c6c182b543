import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// Closing the window frees every controller and the view it owns: controllers hold the window
/// and their delegates weakly, so nothing keeps a cycle alive.
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.users))
  func users_closingTheWindow_freesControllerAndView() async {
    // given
    await MVCApp.startUsers(service: UserServiceMock(), in: window)
    weak let controller = window.topScreen as? UsersViewController
    weak let view = controller?.textView
    #expect(controller != nil && view != nil)

    // when
    window.close()

    // then
    #expect(controller == nil)
    #expect(view == nil)
  }

  @Test(.tags(.drivers))
  func drivers_closingTheWindow_freesControllerAndView() async {
    // given
    await MVCApp.startDrivers(service: DriverServiceMock(), in: window)
    weak let controller = window.topScreen as? DriversViewController
    weak let view = controller?.textView
    #expect(controller != nil && view != nil)

    // when
    window.close()

    // then
    #expect(controller == nil)
    #expect(view == nil)
  }

  @Test(.tags(.news))
  func news_closingTheWindowWithDetailPushed_freesBothControllersAndViews() async throws {
    // given
    await MVCApp.startNews(service: NewsServiceMock(), in: window)
    try await window.perform(.select(1))
    weak let list = window.screens.first as? NewsListViewController
    weak let listView = list?.textView
    weak let detail = window.topScreen as? ArticleDetailViewController
    weak let detailView = detail?.textView
    #expect(list != nil && listView != nil && detail != nil && detailView != nil)

    // when
    window.close()

    // then
    #expect(list == nil)
    #expect(listView == nil)
    #expect(detail == nil)
    #expect(detailView == nil)
  }

  @Test(.tags(.news))
  func news_back_freesTheDetail() async throws {
    // given
    await MVCApp.startNews(service: NewsServiceMock(), in: window)
    try await window.perform(.select(1))
    weak let detail = window.topScreen as? ArticleDetailViewController
    #expect(detail != nil)

    // when
    try await window.perform(.back)

    // then
    #expect(detail == nil)
  }

  @Test(.tags(.todos))
  func todos_closingTheWindowWithAddPresented_freesBothControllersAndViews() async throws {
    // given
    await MVCApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    try await window.perform(.add)
    weak let list = window.screens.first as? TodoListViewController
    weak let listView = list?.textView
    weak let add = window.topScreen as? AddTodoViewController
    weak let addView = add?.textView
    #expect(list != nil && listView != nil && add != nil && addView != nil)

    // when
    window.close()

    // then
    #expect(list == nil)
    #expect(listView == nil)
    #expect(add == nil)
    #expect(addView == nil)
  }

  @Test(.tags(.todos))
  func todos_cancel_freesTheAddController() async throws {
    // given
    await MVCApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    try await window.perform(.add)
    weak let add = window.topScreen as? AddTodoViewController
    #expect(add != nil)

    // when
    try await window.perform(.cancel)

    // then
    #expect(add == nil)
  }

  @Test(.tags(.melodies))
  func melodies_closingTheWindow_freesControllerAndView() async {
    // given
    await MVCApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)
    weak let controller = window.topScreen as? MelodiesViewController
    weak let view = controller?.textView
    #expect(controller != nil && view != nil)

    // when
    window.close()

    // then
    #expect(controller == nil)
    #expect(view == nil)
  }
}
