import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVP

/// Closing the window frees the favourites' two screens, two presenters and coordinator, and so
/// does dropping it unclosed, as `LifetimeTests` checks for the other features. A request still
/// out keeps nothing alive: its task holds its presenter weakly, and the presenters hold the
/// coordinator weakly.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesLifetimeTests {
  @Test func favouritesWithDetailPushed_closingWindow_releasesEverything() async throws {
    // given
    let window = Window()
    await MVPApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    try await window.perform(.select(1))
    let references = try MVPObjectGraph.references(in: window)
    try #require(references.count == 5, "two screens, two presenters, the coordinator: \(references.map(\.name))")
    try #require(references.allSatisfy { $0.object != nil })

    // when
    window.close()

    // then
    #expect(references.filter { $0.object != nil }.map(\.name) == [])
  }

  @Test func favouritesWithDetailPushed_droppingWindowUnclosed_releasesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVPApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window!)
    try await window!.perform(.select(1))
    let references = try MVPObjectGraph.references(in: window!)

    // when / then: two screens, two presenters, the coordinator; the coordinator holds the
    // window weakly, so no cycle runs through it when the last reference goes unclosed
    try MVPObjectGraph.expectReleased(references, count: 5, whenDropping: &window)
  }

  @Test func windowClosedWhileTheListRefreshes_freesEverythingAtOnce() async throws {
    // given: the list is shown; its refresh is slow, and the user closes the window meanwhile
    let window = Window()
    let midRequest = MidRequest()
    let drivers = ObservedDriverService(DriverServiceMock(), willRequest: midRequest.hook)
    await MVPApp.startFavourites(drivers: drivers, store: FavouritesStoreMock(), in: window)

    // when
    let left = try await MVPObjectGraph.namesLeft(in: window, closingAsTheNextRequestBegins: midRequest) {
      try await window.perform(.refresh)
    }

    // then: the screen, its presenter and the coordinator go at once; the load is cancelled
    #expect(left == [], "the request out keeps nothing alive: its task holds the presenter weakly")
  }

  @Test func windowClosedWhileTheDetailSavesAStar_freesEverythingAtOnce() async throws {
    // given: the detail is shown; its save is slow, and the user closes the window meanwhile
    let window = Window()
    let midRequest = MidRequest()
    let hook = midRequest.hook
    let store = ObservedFavouritesStore(
      FavouritesStoreMock(), observer: { request in if !request.isAnswered { await hook() } })
    await MVPApp.startFavourites(drivers: DriverServiceMock(), store: store, in: window)
    try await window.perform(.select(1))

    // when
    let left = try await MVPObjectGraph.namesLeft(in: window, closingAsTheNextRequestBegins: midRequest) {
      try await window.perform(.star)
    }

    // then: the screens, their presenters and the coordinator go at once; the save is cancelled
    #expect(left == [], "the request out keeps nothing alive: its task holds the presenter weakly")
  }
}
