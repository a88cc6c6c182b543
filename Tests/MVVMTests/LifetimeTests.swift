import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// Closing the window frees every view, view model and coordinator of a feature, and so does
/// dropping the window without closing it: the coordinators hold the window weakly.
///
/// Each test reads the frames first, so every view model holds a pending observation
/// registration from its view's draw cycle when the window closes: a callback that captured the
/// view strongly would show up here as a leak.
@MainActor
struct LifetimeTests {
  private let window = Window()

  @Test(.tags(.users)) func users_closingTheWindowFreesViewAndViewModel() async throws {
    // given
    await MVVMApp.startUsers(service: UserServiceMock(), in: window)
    @Weak var view = window.topScreen as? UsersView
    @Weak var viewModel = view?.viewModel
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(viewModel == nil)
  }

  @Test(.tags(.drivers)) func drivers_closingTheWindowFreesViewAndViewModel() async throws {
    // given
    await MVVMApp.startDrivers(service: DriverServiceMock(), in: window)
    @Weak var view = window.topScreen as? DriversView
    @Weak var viewModel = view?.viewModel
    try await window.perform(.search("ham"))
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(viewModel == nil)
  }

  @Test(.tags(.melodies)) func melodies_closingTheWindowFreesViewAndViewModel() async throws {
    // given
    await MVVMApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)
    @Weak var view = window.topScreen as? MelodiesView
    @Weak var viewModel = view?.viewModel
    _ = window.frame

    // when
    window.close()

    // then
    #expect(view == nil)
    #expect(viewModel == nil)
  }

  @Test(.tags(.news)) func news_withDetailPushed_closingTheWindowFreesEverything() async throws {
    // given: wired as MVVMApp.startNews wires it, with a handle on the coordinator
    weak var coordinator: NewsCoordinator?
    do {
      let strongCoordinator = NewsCoordinator(window: window, service: NewsServiceMock())
      window.keepAlive(strongCoordinator)
      coordinator = strongCoordinator
      await strongCoordinator.start()
    }
    @Weak var listView = window.topScreen as? NewsListView
    @Weak var listViewModel = listView?.viewModel
    _ = window.frame
    try await window.perform(.select(1))
    @Weak var detailView = window.topScreen as? ArticleDetailView
    @Weak var detailViewModel = detailView?.viewModel
    _ = window.frame

    // when
    window.close()

    // then
    #expect(coordinator == nil)
    #expect(listView == nil)
    #expect(listViewModel == nil)
    #expect(detailView == nil)
    #expect(detailViewModel == nil)
  }

  @Test(.tags(.todos)) func todos_withAddPresented_closingTheWindowFreesEverything() async throws {
    // given: wired as MVVMApp.startTodos wires it, with a handle on the coordinator
    weak var coordinator: TodosCoordinator?
    do {
      let strongCoordinator = TodosCoordinator(
        window: window, store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"))
      window.keepAlive(strongCoordinator)
      coordinator = strongCoordinator
      await strongCoordinator.start()
    }
    @Weak var listView = window.topScreen as? TodoListView
    @Weak var listViewModel = listView?.viewModel
    _ = window.frame
    try await window.perform(.add)
    @Weak var addView = window.topScreen as? AddTodoView
    @Weak var addViewModel = addView?.viewModel
    try await window.perform(.name("Milk"))
    _ = window.frame

    // when
    window.close()

    // then
    #expect(coordinator == nil)
    #expect(listView == nil)
    #expect(listViewModel == nil)
    #expect(addView == nil)
    #expect(addViewModel == nil)
  }

  @Test(.tags(.plumbing)) func appStartedFeatures_closingTheWindowEmptiesIt() async {
    // given
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // when
    window.close()

    // then
    #expect(window.topScreen == nil)
    #expect(window.frame == nil)
  }

  @Test(.tags(.news)) func news_withDetailPushed_droppingTheWindowUnclosedFreesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVVMApp.startNews(service: NewsServiceMock(), in: window!)
    @Weak var listView = window?.topScreen as? NewsListView
    @Weak var listViewModel = listView?.viewModel
    @Weak var coordinator = ViewModelGraph.coordinator(of: listViewModel)
    _ = window?.frame
    try await window!.perform(.select(1))
    @Weak var detailView = window?.topScreen as? ArticleDetailView
    @Weak var detailViewModel = detailView?.viewModel
    _ = window?.frame
    @Weak var dropped = window
    #expect(coordinator != nil && detailViewModel != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then
    #expect(dropped == nil)
    #expect(coordinator == nil)
    #expect(listView == nil)
    #expect(listViewModel == nil)
    #expect(detailView == nil)
    #expect(detailViewModel == nil)
  }

  @Test(.tags(.todos)) func todos_withAddPresented_droppingTheWindowUnclosedFreesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window!)
    @Weak var listView = window?.topScreen as? TodoListView
    @Weak var listViewModel = listView?.viewModel
    @Weak var coordinator = ViewModelGraph.coordinator(of: listViewModel)
    _ = window?.frame
    try await window!.perform(.add)
    @Weak var addView = window?.topScreen as? AddTodoView
    @Weak var addViewModel = addView?.viewModel
    _ = window?.frame
    @Weak var dropped = window
    #expect(coordinator != nil && addViewModel != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then
    #expect(dropped == nil)
    #expect(coordinator == nil)
    #expect(listView == nil)
    #expect(listViewModel == nil)
    #expect(addView == nil)
    #expect(addViewModel == nil)
  }
}
