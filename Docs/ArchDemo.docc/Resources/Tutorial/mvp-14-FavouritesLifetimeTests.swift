import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// Closing the window frees the favourites' two screens, two presenters and coordinator, as
/// `LifetimeTests` checks for the other features.
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
}
