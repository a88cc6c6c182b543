import Domain
import DomainTestSupport
import Testing

@testable import VIPER

/// The list presenter: requests for the interactor, rows for the view, routes for the router.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesPresenterTests {
  private let view = ListViewMock()
  private let interactor = FavouritesInteractorMock()
  private let router = FavouritesRouterMock()

  private func makePresenter() -> FavouritesPresenter {
    let presenter = FavouritesPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingAndAsksTheInteractor() async {
    // when
    makePresenter().viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.calls == [.load])
  }

  @Test func didLoad_showsTheFavouritesFirstWithAStar() {
    // when
    makePresenter().didLoad(favourites: FavouriteDrivers(drivers: Array(Driver.samples.prefix(2)), favourites: [11]))

    // then
    #expect(
      view.calls == [
        .show([
          ListRowDisplayItem(title: "★ Sergio PÉREZ", detail: "#11 · Red Bull Racing"),
          ListRowDisplayItem(title: "  Lewis HAMILTON", detail: "#44 · Mercedes"),
        ])
      ])
  }

  @Test func didLoad_noDrivers_showsTheEmptyState() {
    // when
    makePresenter().didLoad(favourites: FavouriteDrivers())

    // then
    #expect(view.calls == [.showEmptyState("No drivers")])
  }

  @Test func didFailToLoadFavourites_showsTheStoreAlert() {
    // when
    makePresenter().didFailToLoadFavourites(with: .unavailable("disk full"))

    // then
    #expect(
      view.calls == [
        .showError(title: "Could not load favourites", message: "The favourites store is unavailable (disk full).")
      ])
  }

  @Test func didSelect_routesToTheDetail() async {
    // when
    makePresenter().didSelect(driver: Driver.samples[1], isFavourite: false)

    // then
    #expect(router.presentedDrivers == [Driver.samples[1]])
  }

  @Test func moduleDelegate_handsTheSavedStarToTheInteractor() {
    // when
    makePresenter().favouriteDetailModuleDidSetFavourite(true, number: 27)

    // then
    #expect(interactor.calls == [.favouriteDidChange(true, number: 27)])
  }
}
