import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The favourites' root with nothing to show, written out as `ScreenContractTests` writes the
/// other features' roots; the parity suite holds the other patterns to it.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesScreenContractTests {
  @Test func start_withNoDrivers_showsTheRootScreenAsTheReferenceDoes_andRejectsSave() async {
    // given
    let window = Window()

    // when
    await MVCApp.startFavourites(
      drivers: DriverServiceMock(result: .success([])), store: FavouritesStoreMock(), in: window)
    let frame = window.frame

    // then
    #expect(window.screens.count == 1)
    #expect(frame?.lines == ["No drivers"])
    await #expect(throws: ActionRejection.self) {
      try await window.perform(.save)
    }
    #expect(window.frame == frame)
  }
}
