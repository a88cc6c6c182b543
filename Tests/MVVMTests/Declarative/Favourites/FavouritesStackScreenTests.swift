import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The declarative favourites: the stack coordinator owns the path the navigation stack follows,
/// and hands each star the detail saves to the list's view model, as the imperative one does.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesStackScreenTests {
  private let window = Window()
  private let store = FavouritesStoreMock()
  private let coordinator: FavouritesStackCoordinator

  init() {
    coordinator = FavouritesStackCoordinator(service: DriverServiceMock(), store: store)
  }

  private func start() async {
    await window.setRoot(HostingScreen(FavouritesStackScreen(coordinator: coordinator), in: window))
  }

  @Test func selectingARow_pushesTheDriver_withStarThenBack() async throws {
    // given
    await start()
    #expect(window.acceptedActions == [.select, .refresh])

    // when
    try await window.perform(.select(1))

    // then
    #expect(coordinator.path.count == 1)
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
    #expect(store.numbers == [Driver.samples[2].number])
    #expect(coordinator.path.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines.first?.contains("★ \(Driver.samples[2].fullName)") == true)
  }

  @Test func failedSave_showsTheAlertAboveTheFields() async throws {
    // given
    store.saveError = .unavailable("locked")
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

  @Test func back_tellsTheDetailsViewModel_whichAsksTheCoordinatorToClose() async throws {
    // given
    await start()
    try await window.perform(.select(1))
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) { try await window.perform(.back) }

    // then
    #expect(
      log.messages.map(\.description).prefix(2) == [
        "View → ViewModel: backTapped()", "ViewModel → Coordinator: closeDetail()",
      ])
    #expect(window.screens.count == 1)
  }
}
