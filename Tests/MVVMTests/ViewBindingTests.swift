import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// The views bound to their view models, read as the harness reads them: `frame` after inputs.
@MainActor
struct ViewBindingTests {
  private let window = Window()

  @Test(.tags(.melodies)) func melodies_errorShowsAlertUnderTheNetworkLine() async {
    // when
    await MVVMApp.startMelodies(
      service: MelodyServiceMock(result: .failure(.noData)), network: NetworkSwitch(), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "Melodies",
          lines: ["Network: online", "", "[!] Could not load melodies", "    The server returned no melodies."]))
  }

  @Test(.tags(.todos)) func todos_storeErrorShowsOnlyTheAlert() async {
    // given
    let store = TodoStoreMock()
    store.readError = .unavailable("locked")

    // when
    await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "To-dos", lines: ["[!] Could not load to-dos", "    The to-do store is unavailable (locked)."]))
  }

  @Test(.tags(.plumbing)) func viewModelInputsDrivenDirectly_showInTheNextFrame() async throws {
    // given
    await MVVMApp.startDrivers(service: DriverServiceMock(), in: window)
    let view = try #require(window.topScreen as? DriversView)
    _ = window.frame

    // when
    view.viewModel.inputs.searchTextChanged("zzz")

    // then
    #expect(window.frame == Frame(title: "Drivers", lines: ["Search: \"zzz\"", "", "No drivers match \"zzz\"."]))
  }

  @Test(
    .tags(.plumbing),
    arguments: [
      ("users", "Users", [UserAction.Kind.refresh]),
      ("drivers", "Drivers", [.search, .clear, .refresh]),
      ("news", "News", [.search, .clear, .select, .refresh]),
      ("todos", "To-dos", [.add, .refresh]),
      ("melodies", "Melodies", [.offline, .online, .refresh]),
      ("favourites", "Favourites", [.select, .refresh]),
    ])
  func rootScreens_declareTitleAndActionsInHelpOrder(feature: String, title: String, actions: [UserAction.Kind])
    async
  {
    // when
    switch feature {
    case "users": await MVVMApp.startUsers(service: UserServiceMock(), in: window)
    case "drivers": await MVVMApp.startDrivers(service: DriverServiceMock(), in: window)
    case "news": await MVVMApp.startNews(service: NewsServiceMock(), in: window)
    case "todos":
      await MVVMApp.startTodos(
        store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    case "favourites":
      await MVVMApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    default: await MVVMApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: window)
    }

    // then
    #expect(window.topScreen?.title == title)
    #expect(window.topScreen?.acceptedActions == actions)
  }
}
