import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import VIPER

/// The detail module: the interactor saves the star, the presenter shows it and tells the delegate.
@Suite(.tags(.favourites))
@MainActor
struct FavouriteDetailTests {
  private let store = FavouritesStoreMock()
  private let output = FavouriteDetailInteractorOutputMock()
  private let view = FavouriteDetailViewMock()
  private let delegate = FavouriteDetailModuleDelegateSpy()
  private let driver = Driver.samples[0]

  private func makeInteractor(isFavourite: Bool = false) -> FavouriteDetailInteractor {
    let interactor = FavouriteDetailInteractor(driver: driver, isFavourite: isFavourite, store: store)
    interactor.output = output
    return interactor
  }

  @Test func toggleFavourite_savesTheOppositeStarAndReportsIt() async {
    // given
    let interactor = makeInteractor(isFavourite: true)

    // when
    await settling { interactor.toggleFavourite() }

    // then
    #expect(store.saves == [.init(isFavourite: false, number: 44)])
    #expect(output.calls == [.didSetFavourite(false, driver)])
  }

  @Test func toggleFavourite_whenTheStoreFails_reportsTheError() async {
    // given
    store.saveError = .unavailable("the store cannot be reached")

    // when
    let interactor = makeInteractor()
    await settling { interactor.toggleFavourite() }

    // then
    #expect(output.calls == [.didFailToSave(.unavailable("the store cannot be reached"))])
  }

  @Test func presenter_didSetFavourite_showsTheStarAndTellsTheDelegate() {
    // given
    let presenter = FavouriteDetailPresenter(interactor: makeInteractor(), router: FavouriteDetailRouter(window: nil))
    presenter.view = view
    presenter.delegate = delegate

    // when
    presenter.didSetFavourite(true, driver: driver)

    // then
    #expect(
      view.calls == [
        .show([
          FieldDisplayItem(label: "Name", value: "Lewis HAMILTON"), FieldDisplayItem(label: "Team", value: "Mercedes"),
          FieldDisplayItem(label: "Number", value: "#44"), FieldDisplayItem(label: "Favourite", value: "★ yes"),
        ])
      ])
    #expect(delegate.changes == [44: true])
  }

  @Test func presenter_didFailToSave_showsTheAlertAndTellsNoOne() {
    // given
    let presenter = FavouriteDetailPresenter(interactor: makeInteractor(), router: FavouriteDetailRouter(window: nil))
    presenter.view = view
    presenter.delegate = delegate

    // when
    presenter.didFailToSaveFavourite(with: .readOnly(path: "/tmp/f.json"))

    // then
    #expect(
      view.calls == [
        .showError(title: "Could not save favourite", message: "Could not save: /tmp/f.json is read-only.")
      ])
    #expect(delegate.changes.isEmpty)
  }

  @Test func presenter_doesNotKeepTheListModuleThatIsItsDelegate() {
    // given a detail presenter whose delegate is a list module nothing else holds
    let presenter = FavouriteDetailPresenter(interactor: makeInteractor(), router: FavouriteDetailRouter(window: nil))
    var list: FavouriteDetailModuleDelegateSpy? = FavouriteDetailModuleDelegateSpy()
    @Weak var weakList = list
    presenter.delegate = list

    // when the list is let go
    list = nil

    // then it is gone, and the detail knows no delegate: the module delegate is held weakly
    #expect(weakList == nil)
    #expect(presenter.delegate == nil)
  }

  @Test func toggleAskedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the presenter asks again while the first save is out
    let midRequest = MidRequest()
    let interactor = FavouriteDetailInteractor(
      driver: driver, isFavourite: false, store: ObservedFavouritesStore(store, willRequest: midRequest.hook))
    interactor.output = output
    midRequest.next = { interactor.toggleFavourite() }

    // when
    await settling { interactor.toggleFavourite() }

    // then: one star saved, and reported once
    #expect(store.saves == [.init(isFavourite: true, number: 44)])
    #expect(output.calls == [.didSetFavourite(true, driver)])
  }
}
