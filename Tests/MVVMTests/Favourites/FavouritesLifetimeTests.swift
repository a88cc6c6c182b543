import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// The favourites' views, view models and coordinator go with the window, closed or dropped
/// unclosed, and the coordinator keeps no view model of a view that is gone, as `LifetimeTests`
/// and `CoordinatorLifetimeTests` check for the other features.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesLifetimeTests {
  @Test func favourites_withDetailPushed_closingTheWindowFreesEverything() async throws {
    // given
    let window = Window()
    await MVVMApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    @Weak var listView = window.topScreen as? FavouritesView
    @Weak var listViewModel = listView?.viewModel
    try await window.perform(.select(1))
    @Weak var detailView = window.topScreen as? FavouriteDetailView
    @Weak var detailViewModel = detailView?.viewModel
    try await window.perform(.star)
    _ = window.frame
    #expect(listView != nil && listViewModel != nil && detailView != nil && detailViewModel != nil)

    // when
    window.close()

    // then
    #expect(listView == nil)
    #expect(listViewModel == nil)
    #expect(detailView == nil)
    #expect(detailViewModel == nil)
  }

  @Test func favourites_withDetailPushed_droppingTheWindowUnclosedFreesEverything() async throws {
    // given
    var window: Window? = Window()
    await MVVMApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window!)
    @Weak var listViewModel = (window?.topScreen as? FavouritesView)?.viewModel
    try await window!.perform(.select(1))
    @Weak var detailViewModel = (window?.topScreen as? FavouriteDetailView)?.viewModel
    _ = window?.frame
    @Weak var dropped = window
    #expect(listViewModel != nil && detailViewModel != nil)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then: the coordinator holds the window weakly, so no cycle runs through it
    #expect(dropped == nil)
    #expect(listViewModel == nil)
    #expect(detailViewModel == nil)
  }

  @Test
  func favouritesCoordinator_doesNotKeepTheListViewModelOnceItsViewIsGone() async {
    // given a favourites list started by a coordinator that something else keeps
    let window = Window()
    let coordinator = FavouritesCoordinator(
      window: window, service: DriverServiceMock(), store: FavouritesStoreMock())
    await coordinator.start()
    @Weak var listViewModel = (window.topScreen as? FavouritesView)?.viewModel
    #expect(listViewModel != nil)

    // when another screen replaces the list
    await window.setRoot(UsersView(viewModel: UsersViewModel(service: UserServiceMock())))

    // then the list's view model went with its view
    withExtendedLifetime(coordinator) {
      #expect(listViewModel == nil)
    }
  }
}
