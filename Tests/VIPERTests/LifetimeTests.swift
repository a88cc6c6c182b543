import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// Closing the window frees every module: the window owns the views, each view its presenter,
/// each presenter its interactor and router, and every reference back is weak. Dropping the
/// window without closing it frees them too: the routers hold the window weakly.
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.users)) func users_closingTheWindow_releasesViewPresenterInteractorAndRouter() async {
    // given
    await VIPERApp.startUsers(service: UserServiceMock(), in: window)
    let module = WeakModule.users(window.topScreen)
    #expect(module?.isAlive == true)

    // when
    window.close()

    // then
    #expect(module?.isReleased == true)
  }

  @Test(.tags(.drivers)) func drivers_closingTheWindow_releasesViewPresenterInteractorAndRouter() async throws {
    // given
    await VIPERApp.startDrivers(service: DriverServiceMock(), in: window)
    try await window.perform(.search("ham"))
    let module = WeakModule.drivers(window.topScreen)
    #expect(module?.isAlive == true)

    // when
    window.close()

    // then
    #expect(module?.isReleased == true)
  }

  @Test(.tags(.news)) func news_withDetailPushed_closingTheWindow_releasesBothModules() async throws {
    // given
    await VIPERApp.startNews(service: NewsServiceMock(), in: window)
    let list = WeakModule.newsList(window.topScreen)
    try await window.perform(.select(1))
    let detail = WeakModule.articleDetail(window.topScreen)
    #expect(list?.isAlive == true)
    #expect(detail?.isAlive == true)

    // when
    window.close()

    // then
    #expect(list?.isReleased == true)
    #expect(detail?.isReleased == true)
  }

  @Test(.tags(.news)) func news_back_releasesTheDetailModuleAndKeepsTheList() async throws {
    // given
    await VIPERApp.startNews(service: NewsServiceMock(), in: window)
    let list = WeakModule.newsList(window.topScreen)
    try await window.perform(.select(1))
    let detail = WeakModule.articleDetail(window.topScreen)

    // when
    try await window.perform(.back)

    // then
    #expect(detail?.isReleased == true)
    #expect(list?.isAlive == true)
  }

  @Test(.tags(.todos)) func todos_withAddPresented_closingTheWindow_releasesBothModules() async throws {
    // given
    await VIPERApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    let list = WeakModule.todoList(window.topScreen)
    try await window.perform(.add)
    let add = WeakModule.addTodo(window.topScreen)
    #expect(list?.isAlive == true)
    #expect(add?.isAlive == true)

    // when
    window.close()

    // then
    #expect(list?.isReleased == true)
    #expect(add?.isReleased == true)
  }

  @Test(.tags(.todos)) func todos_save_releasesTheAddScreenButKeepsItsEntryPoint() async throws {
    // given
    await VIPERApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    try await window.perform(.add)
    let add = WeakModule.addTodo(window.topScreen)
    try await window.perform(.name("Pay rent"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(add?.view == nil)
    #expect(add?.presenter == nil)
    #expect(add?.interactor == nil)
    #expect(add?.router != nil, "the add router is the module's entry point, owned by the list router")
  }

  @Test(.tags(.melodies)) func melodies_closingTheWindow_releasesViewPresenterInteractorAndRouter() async throws {
    // given
    let network = NetworkSwitch()
    await VIPERApp.startMelodies(service: MelodyServiceMock(), network: network, in: window)
    try await window.perform(.offline)
    let module = WeakModule.melodies(window.topScreen)
    #expect(module?.isAlive == true)

    // when
    window.close()

    // then
    #expect(module?.isReleased == true)
  }

  @Test(.tags(.news)) func news_withDetailPushed_droppingTheWindowUnclosed_releasesBothModules() async throws {
    // given
    var window: Window? = Window()
    await VIPERApp.startNews(service: NewsServiceMock(), in: window!)
    let list = WeakModule.newsList(window?.topScreen)
    try await window!.perform(.select(1))
    let detail = WeakModule.articleDetail(window?.topScreen)

    // when / then
    WeakModule.expectReleased(list, detail, whenDropping: &window)
  }

  @Test(.tags(.todos)) func todos_withAddPresented_droppingTheWindowUnclosed_releasesBothModules() async throws {
    // given
    var window: Window? = Window()
    await VIPERApp.startTodos(
      store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window!)
    let list = WeakModule.todoList(window?.topScreen)
    try await window!.perform(.add)
    let add = WeakModule.addTodo(window?.topScreen)

    // when / then
    WeakModule.expectReleased(list, add, whenDropping: &window)
  }
}
