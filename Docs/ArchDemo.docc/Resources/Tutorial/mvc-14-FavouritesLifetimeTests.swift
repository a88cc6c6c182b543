import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVC

/// The favourites' controllers and views go with the window, closed or dropped, and the detail
/// holds its delegate, the list, weakly, as `LifetimeTests` and `DelegateLifetimeTests` check for
/// the other features.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesLifetimeTests {
  @Test func favourites_closingTheWindowWithDetailPushed_freesBothControllersAndViews() async throws {
    // given
    let window = Window()
    await MVCApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    try await window.perform(.select(1))
    @Weak var list = window.screens.first as? FavouritesViewController
    @Weak var detail = window.topScreen as? FavouriteDetailViewController
    @Weak var detailView = detail?.contentView
    #expect(list != nil && detail != nil && detailView != nil)

    // when
    window.close()

    // then
    #expect(list == nil)
    #expect(detail == nil)
    #expect(detailView == nil)
  }

  @Test func favourites_droppingTheWindowUnclosedWithDetailPushed_freesBothControllers() async throws {
    // given
    var window: Window? = Window()
    await MVCApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window!)
    try await window!.perform(.select(1))
    @Weak var dropped = window
    @Weak var list = window?.screens.first as? FavouritesViewController
    @Weak var detail = window?.topScreen as? FavouriteDetailViewController
    #expect(list != nil && detail != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then: both controllers hold their window weakly, so no cycle runs through it
    #expect(dropped == nil)
    #expect(list == nil)
    #expect(detail == nil)
  }

  @Test func detailController_doesNotKeepTheListThatIsItsDelegate() {
    // given a detail controller whose delegate is a favourites list nothing else holds
    let detail = FavouriteDetailViewController(
      driver: Driver.samples[0], isFavourite: false, store: FavouritesStoreMock())
    var list: FavouritesViewController? = FavouritesViewController(
      service: DriverServiceMock(), store: FavouritesStoreMock())
    @Weak var weakList = list
    detail.delegate = list

    // when the list is let go
    list = nil

    // then it is gone, and the detail knows no delegate
    #expect(weakList == nil)
    #expect(detail.delegate == nil)
  }
}
