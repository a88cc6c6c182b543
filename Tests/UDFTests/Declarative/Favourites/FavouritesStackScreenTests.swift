import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// The declarative favourites: the navigation stack follows the state's `detail`, the detail
/// runs on a store scoped to it, and the list's reducer hears each saved star.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesStackScreenTests {
  private let window = Window()
  private let favourites = FavouritesStoreMock()
  private let store: Store<FavouritesFeature.State, FavouritesFeature.Action>

  init() {
    store = Store(
      initialState: FavouritesFeature.State(),
      reducer: FavouritesFeature(service: DriverServiceMock(), favouritesStore: favourites))
  }

  private func start() async {
    await window.setRoot(HostingScreen(FavouritesStackScreen(store: store), in: window))
  }

  @Test func selectingARow_pushesTheDriver_withStarThenBack() async throws {
    // given
    await start()
    #expect(window.acceptedActions == [.select, .refresh])

    // when
    try await window.perform(.select(1))

    // then
    #expect(store.state.detail != nil)
    #expect(window.frame?.title == "Driver")
    #expect(window.acceptedActions == [.star, .back])
  }

  @Test func starThenBack_showsTheListWithTheStarredDriverFirst() async throws {
    // given
    await start()
    try await window.perform(.select(3))

    // when
    try await window.perform(.star)
    try await window.perform(.back)

    // then
    #expect(favourites.numbers == [Driver.samples[2].number])
    #expect(store.state.detail == nil)
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines.first?.contains("★ \(Driver.samples[2].fullName)") == true)
  }

  @Test func failedSave_showsTheAlertAboveTheFields() async throws {
    // given
    favourites.saveError = .unavailable("locked")
    await start()
    try await window.perform(.select(1))

    // when
    try await window.perform(.star)

    // then
    let lines = try #require(window.frame?.lines)
    #expect(lines.first == "[!] \(FailureText.favouriteNotSaved)")
    #expect(lines[2] == "")
    #expect(lines[3].hasPrefix("Name:"))
  }
}
