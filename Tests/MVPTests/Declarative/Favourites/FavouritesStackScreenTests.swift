import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The declarative favourites: the path coordinator pushes the detail on its path, and hands the
/// list presenter each star the detail saved.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesStackScreenTests {
  private let window = Window()
  private let store = FavouritesStoreMock()
  private let coordinator: FavouritesPathCoordinator

  init() {
    coordinator = FavouritesPathCoordinator(service: DriverServiceMock(), store: store)
  }

  private func start() async {
    let screen = FavouritesStackScreen(coordinator: coordinator, list: coordinator.makeList())
    await window.setRoot(HostingScreen(screen, in: window))
  }

  @Test func selectingRow_pushesTheDriver_withStarThenBack() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(2))

    // then
    #expect(coordinator.path.count == 1)
    #expect(window.frame?.title == "Driver")
    #expect(window.acceptedActions == [.star, .back])
  }

  @Test func star_thenBack_listsTheDriverAmongTheFavourites() async throws {
    // given
    await start()
    try await window.perform(.select(2))

    // when
    try await window.perform(.star)
    try await window.perform(.back)

    // then
    #expect(coordinator.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(store.numbers == [11])
    #expect(window.frame?.lines.first?.hasPrefix("1. ★ Sergio PÉREZ") == true)
  }

  @Test func failedSave_showsTheAlertAboveTheFields_whichStay() async throws {
    // given
    store.saveError = .unavailable("disk full")
    await start()
    try await window.perform(.select(1))

    // when
    try await window.perform(.star)

    // then
    let lines = try #require(window.frame?.lines)
    #expect(lines.first == "[!] \(FailureText.favouriteNotSaved)")
    #expect(lines.contains { $0.hasPrefix("Name") })
  }
}
