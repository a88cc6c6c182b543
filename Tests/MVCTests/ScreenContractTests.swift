import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// What the reference pattern's root screens show when there is nothing to show, written out;
/// the other patterns match it through the parity suite, which also compares every root
/// screen's title and actions across the patterns (`RootScreenParityTests`). The favourites'
/// root is in `Favourites/FavouritesScreenContractTests`.
@MainActor
@Suite(.tags(.plumbing))
struct ScreenContractTests {
  enum Feature: String, CaseIterable {
    case users, drivers, news, todos, melodies
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
    }
  }

  @Test(arguments: [
    (Feature.users, ["No users"]),
    (.drivers, ["Search: (empty)", "", "No drivers"]),
    (.news, ["Search: (empty)", "", "No articles"]),
    (.todos, ["No upcoming items"]),
    (.melodies, ["Network: offline", "", "[!] Could not load melodies", "    The server returned no melodies."]),
  ])
  func start_withNothingToShow_showsTheRootScreenAsTheReferenceDoes(feature: Feature, lines: [String]) async {
    // given
    let window = Window()

    // when
    await start(feature, in: window)

    // then: its title and actions are compared across the patterns by ParityTests' root screens
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines == lines)
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
