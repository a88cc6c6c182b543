import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVC

/// The driver detail after `star`: the view shows the new star and takes down an alert left by a
/// failed save, the list hears of the star only once the detail shows it, and a row selected
/// before the list's first load has ended still opens its detail.
@MainActor
@Suite(.tags(.favourites))
struct FavouriteDetailTests {
  private let service = DriverServiceMock()
  private let store = FavouritesStoreMock(numbers: [63])
  private let window = Window()
  private let midRequest = MidRequest()

  private func start() async {
    await MVCApp.startFavourites(
      drivers: ObservedDriverService(service, willRequest: midRequest.hook), store: store, in: window)
  }

  private func sergio(favourite: String) -> Frame {
    Frame(
      title: "Driver",
      lines: ["Name:      Sergio PÉREZ", "Team:      Red Bull Racing", "Number:    #11", "Favourite: \(favourite)"])
  }

  @Test func star_drawsTheNewStar() async throws {
    // given
    await start()
    try await window.perform(.select(3))

    // when
    try await window.perform(.star)

    // then
    #expect(window.frame == sergio(favourite: "★ yes"))
  }

  @Test func star_afterAFailedSave_takesTheAlertDown() async throws {
    // given
    await start()
    try await window.perform(.select(3))
    store.saveError = .readOnly(path: "/tmp/favourites.json")
    try await window.perform(.star)
    try #require(window.frame?.lines.first == "[!] Could not save favourite")
    store.saveError = nil

    // when
    try await window.perform(.star)

    // then
    #expect(window.frame == sergio(favourite: "★ yes"))
  }

  @Test func star_tellsTheListOnceTheDetailShowsTheStar() async throws {
    // given
    await start()
    try await window.perform(.select(3))
    let log = TraceLog()

    // when
    await Trace.$log.withValue(log) { try? await window.perform(.star) }

    // then
    #expect(
      log.messages.map(\.description) == [
        "View → Controller: starTapped()",
        ##"Controller → View: fields = LabeledFields(Name: "Sergio PÉREZ", Team: "Red Bull Racing", Number: "#11", Favourite: "★ yes")"##,
        "Controller → Delegate: favouriteDetailViewController(didSetFavourite: true, number: 11)",
        "Controller → View: content = .rows(4 rows)",
      ])
  }

  @Test func rowSelectedBeforeTheFirstLoadEnds_pushesTheDetail() async {
    // given: the first load is slow; the user refreshes and selects a row of the answer
    midRequest.next = { [window] in
      try? await window.perform(.refresh)
      try? await window.perform(.select(3))
    }

    // when
    await start()

    // then
    #expect(window.screens.count == 2)
    #expect(window.frame == sergio(favourite: "no"))
  }

  @Test func starTappedAgain_whileTheSaveIsOut_savesOnce() async throws {
    // given: the second tap comes while the first save is out
    let saveStarts = MidRequest()
    await MVCApp.startFavourites(
      drivers: service, store: ObservedFavouritesStore(store, willRequest: saveStarts.hook), in: window)
    try await window.perform(.select(3))
    saveStarts.next = { [window] in try? await window.perform(.star) }

    // when
    try await window.perform(.star)

    // then: one star saved, and shown
    #expect(store.saves == [.init(isFavourite: true, number: 11)])
    #expect(window.frame == sergio(favourite: "★ yes"))
  }
}
