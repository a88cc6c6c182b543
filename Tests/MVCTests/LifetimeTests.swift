import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// Closing the window frees every controller and the view it owns, and so does dropping the
/// window without closing it: a controller holds its window weakly, as a UIKit controller its
/// `navigationController`, so no cycle runs through the window. (The Add controller holds its
/// delegate, the list, weakly too, as in UIKit; the list never keeps the Add controller, so
/// that reference makes no cycle either way.)
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.users))
  func users_closingTheWindow_freesControllerAndView() async {
    // given
    await MVCApp.startUsers(service: UserServiceMock(), in: window)
    @Weak var controller = window.topScreen as? UsersViewController
    @Weak var view = controller?.contentView
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
    @Weak var controller = window.topScreen as? DriversViewController
    @Weak var view = controller?.contentView
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
    @Weak var list = window.screens.first as? NewsListViewController
    @Weak var listView = list?.contentView
    @Weak var detail = window.topScreen as? ArticleDetailViewController
    @Weak var detailView = detail?.contentView
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
    @Weak var detail = window.topScreen as? ArticleDetailViewController
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
    @Weak var list = window.screens.first as? TodoListViewController
    @Weak var listView = list?.contentView
    @Weak var add = window.topScreen as? AddTodoViewController
    @Weak var addView = add?.contentView
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
    @Weak var add = window.topScreen as? AddTodoViewController
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
    @Weak var controller = window.topScreen as? MelodiesViewController
    @Weak var view = controller?.contentView
    #expect(controller != nil && view != nil)

    // when
    window.close()

    // then
    #expect(controller == nil)
    #expect(view == nil)
  }

  @Test(.tags(.news))
  func news_droppingTheWindowUnclosedWithDetailPushed_freesBothControllers() async throws {
    // given
    var window: Window? = Window()
    await MVCApp.startNews(service: NewsServiceMock(), in: window!)
    try await window!.perform(.select(1))
    @Weak var dropped = window
    @Weak var list = window?.screens.first as? NewsListViewController
    @Weak var detail = window?.topScreen as? ArticleDetailViewController
    #expect(list != nil && detail != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then
    #expect(dropped == nil)
    #expect(list == nil)
    #expect(detail == nil)
  }

  @Test(.tags(.todos))
  func todos_droppingTheWindowUnclosedWithAddPresented_freesBothControllers() async throws {
    // given
    var window: Window? = Window()
    await MVCApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window!)
    try await window!.perform(.add)
    @Weak var dropped = window
    @Weak var list = window?.screens.first as? TodoListViewController
    @Weak var add = window?.topScreen as? AddTodoViewController
    #expect(list != nil && add != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then
    #expect(dropped == nil)
    #expect(list == nil)
    #expect(add == nil)
  }
}
