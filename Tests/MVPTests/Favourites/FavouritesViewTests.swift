import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVP

/// The real screens and the coordinator, drawn in a window: each action reaches its presenter,
/// what a presenter says reaches the frame, and a star saved on the detail reaches the list.
///
/// The presenter tests talk to mocks, so a screen that dropped a call, or a coordinator that
/// lost the list presenter, would pass them all.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesViewTests {
  private let window = Window()
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [63])
  private let midRequest = MidRequest()

  private func start() async {
    await MVPApp.startFavourites(
      drivers: ObservedDriverService(service, willRequest: midRequest.hook), store: store, in: window)
  }

  private func detail(of name: String, team: String, number: Int, favourite: String) -> Frame {
    Frame(
      title: "Driver",
      lines: ["Name:      \(name)", "Team:      \(team)", "Number:    #\(number)", "Favourite: \(favourite)"])
  }

  @Test func start_drawsTheFavouritesUnderTheListTitle() async {
    // when
    await start()

    // then
    #expect(
      window.frame
        == Frame(
          title: "Favourites",
          lines: [
            "1. ★ George RUSSELL   #63 · Mercedes",
            "2.   Lewis HAMILTON   #44 · Mercedes",
            "3.   Sergio PÉREZ     #11 · Red Bull Racing",
            "4.   Nico HÜLKENBERG  #27 · Haas F1 Team",
          ]))
  }

  @Test func refresh_drawsTheStarsTheStoreHoldsNow() async throws {
    // given
    await start()
    store.numbers = [27]

    // when
    try await window.perform(.refresh)

    // then
    #expect(window.frame?.lines.first == "1. ★ Nico HÜLKENBERG  #27 · Haas F1 Team")
  }

  @Test func select_drawsTheDriverDetail() async throws {
    // given
    await start()

    // when
    try await window.perform(.select(3))

    // then
    #expect(window.frame == detail(of: "Sergio PÉREZ", team: "Red Bull Racing", number: 11, favourite: "no"))
  }

  @Test func starThenBack_drawsTheStarThenTheListWithTheDriverMovedUp() async throws {
    // given
    await start()
    try await window.perform(.select(3))

    // when
    try await window.perform(.star)
    let detailFrame = window.frame
    try await window.perform(.back)

    // then
    #expect(detailFrame == detail(of: "Sergio PÉREZ", team: "Red Bull Racing", number: 11, favourite: "★ yes"))
    #expect(window.screens.count == 1)
    #expect(
      window.frame?.lines.prefix(2) == [
        "1. ★ Sergio PÉREZ     #11 · Red Bull Racing", "2. ★ George RUSSELL   #63 · Mercedes",
      ])
  }

  @Test func star_whenTheSaveFails_drawsTheAlertAboveTheFields_andASaveThatWorksTakesItDown() async throws {
    // given
    await start()
    try await window.perform(.select(3))
    store.saveError = .readOnly(path: "/tmp/favourites.json")

    // when
    try await window.perform(.star)
    let failedFrame = window.frame
    store.saveError = nil
    try await window.perform(.star)

    // then
    let fields = detail(of: "Sergio PÉREZ", team: "Red Bull Racing", number: 11, favourite: "no").lines
    #expect(
      failedFrame?.lines
        == ["[!] Could not save favourite", "    Could not save: /tmp/favourites.json is read-only.", ""] + fields)
    #expect(window.frame == detail(of: "Sergio PÉREZ", team: "Red Bull Racing", number: 11, favourite: "★ yes"))
  }

  @Test func star_showsTheStarBeforeTellingTheCoordinator() async throws {
    // given
    await start()
    try await window.perform(.select(3))
    let log = TraceLog()

    // when
    await Trace.$log.withValue(log) { try? await window.perform(.star) }

    // then
    #expect(
      log.messages.map(\.description) == [
        "View → Presenter: starTapped()",
        "Presenter → View: show(fields: Name: Sergio PÉREZ, Team: Red Bull Racing, Number: #11, Favourite: ★ yes)",
        "Presenter → Coordinator: favouriteDidChange(true, number: 11)",
        "Coordinator → Presenter: favouriteChanged(true, number: 11)",
        "Presenter → View: show(favourites: 4 rows)",
      ])
  }

  @Test func windowClosedDuringTheFirstLoad_freesTheCoordinator() async {
    // given
    @MainActor final class Seen { var references: [WeakReference] = [] }
    let seen = Seen()
    midRequest.next = { [window] in
      seen.references = (try? MVPObjectGraph.references(in: window)) ?? []
      window.close()
    }

    // when
    await start()

    // then
    #expect(seen.references.map(\.name) == ["FavouritesView", "FavouritesPresenter", "FavouritesCoordinator"])
    #expect(seen.references.filter { $0.object != nil }.map(\.name) == [])
  }

  @Test func starSavedBeforeTheFirstLoadEnds_reachesTheList() async {
    // given: the first load is slow; the user refreshes, stars Sergio PÉREZ and goes back
    let probe = FrameProbe(window: window)
    midRequest.next = { [window] in
      try? await window.perform(.refresh)
      try? await window.perform(.select(3))
      try? await window.perform(.star)
      try? await window.perform(.back)
      probe.record()
    }

    // when
    await start()

    // then: the list the user went back to had moved him up, before the first load ended
    #expect(
      probe.frames.first?.lines.prefix(2) == [
        "1. ★ Sergio PÉREZ     #11 · Red Bull Racing", "2. ★ George RUSSELL   #63 · Mercedes",
      ])
  }
}
