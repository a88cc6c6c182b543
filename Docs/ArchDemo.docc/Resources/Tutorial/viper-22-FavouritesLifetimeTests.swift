import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// Closing the window frees both favourites modules, and so does dropping it unclosed, as
/// `LifetimeTests` checks for the other features.
@MainActor
@Suite(.tags(.favourites))
struct FavouritesLifetimeTests {
  @Test func favourites_withDetailPushed_closingTheWindow_releasesBothModules() async throws {
    // given
    let window = Window()
    await VIPERApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window)
    let list = WeakModule.favourites(window.topScreen)
    try await window.perform(.select(1))
    let detail = WeakModule.favouriteDetail(window.topScreen)
    try await window.perform(.star)
    #expect(list?.isAlive == true)
    #expect(detail?.isAlive == true)

    // when
    window.close()

    // then
    #expect(list?.isReleased == true)
    #expect(detail?.isReleased == true)
  }

  @Test func favourites_withDetailPushed_droppingTheWindowUnclosed_releasesBothModules() async throws {
    // given
    var window: Window? = Window()
    await VIPERApp.startFavourites(drivers: DriverServiceMock(), store: FavouritesStoreMock(), in: window!)
    let list = WeakModule.favourites(window?.topScreen)
    try await window!.perform(.select(1))
    let detail = WeakModule.favouriteDetail(window?.topScreen)

    // when / then: the routers hold the window weakly, so no cycle runs through it
    WeakModule.expectReleased(list, detail, whenDropping: &window)
  }
}

extension WeakModule {
  static func favourites(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? FavouritesView, let presenter = view.presenter as? FavouritesPresenter,
      let reporting = presenter.interactor as? ReportingFavouritesInteractor,
      let router = presenter.router as? ReportingFavouritesRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }

  static func favouriteDetail(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? FavouriteDetailView, let presenter = view.presenter as? FavouriteDetailPresenter,
      let reporting = presenter.interactor as? ReportingFavouriteDetailInteractor,
      let router = presenter.router as? ReportingFavouriteDetailRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }
}
