import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The parts of every screen the other patterns must match byte for byte, written out from the
/// reference pattern's screens: titles, actions in `help` order, and the first loaded frame.
@MainActor
@Suite(.tags(.plumbing))
struct ScreenContractTests {
  enum Feature: String, CaseIterable {
    case users, drivers, news, todos, melodies, favourites
  }

  private func start(_ feature: Feature, in window: Window) async {
    switch feature {
    case .users: await MVCApp.startUsers(service: UserServiceMock(result: .success([])), in: window)
    case .drivers: await MVCApp.startDrivers(service: DriverServiceMock(result: .success([])), in: window)
    case .news: await MVCApp.startNews(service: NewsServiceMock(headlines: .success([])), in: window)
    case .todos:
      await MVCApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    case .melodies:
      await MVCApp.startMelodies(
        service: MelodyServiceMock(result: .failure(.noData)), network: NetworkSwitch(isOnline: false), in: window)
    case .favourites:
      await MVCApp.startFavourites(
        drivers: DriverServiceMock(result: .success([])), store: FavouritesStoreMock(), in: window)
    }
  }

  @Test(arguments: [
    (Feature.users, "Users", [UserAction.Kind.refresh], ["No users"]),
    (.drivers, "Drivers", [.search, .clear, .refresh], ["Search: (empty)", "", "No drivers"]),
    (.news, "News", [.search, .clear, .select, .refresh], ["Search: (empty)", "", "No articles"]),
    (.todos, "To-dos", [.add, .refresh], ["No upcoming items"]),
    (
      .melodies, "Melodies", [.offline, .online, .refresh],
      ["Network: offline", "", "[!] Could not load melodies", "    The server returned no melodies."]
    ),
    (.favourites, "Favourites", [.select, .refresh], ["No drivers"]),
  ])
  func start_showsTheRootScreenAsTheReferenceDoes(
    feature: Feature, title: String, actions: [UserAction.Kind], lines: [String]
  ) async {
    // given
    let window = Window()

    // when
    await start(feature, in: window)

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen?.acceptedActions == actions)
    #expect(window.frame == Frame(title: title, lines: lines))
  }

  @Test(arguments: Feature.allCases)
  func actionNotAcceptedOnTheRoot_isRejectedByTheWindow(feature: Feature) async {
    // given
    let window = Window()
    await start(feature, in: window)
    let frame = window.frame

    // when / then
    await #expect(throws: ActionRejection.self) {
      try await window.perform(.save)
    }
    #expect(window.frame == frame)
  }
}
