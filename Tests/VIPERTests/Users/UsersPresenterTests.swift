import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.users))
@MainActor
struct UsersPresenterTests {
  private let view = ListViewMock()
  private let interactor = UsersInteractorMock()
  private let router = UsersRouterMock()

  private func makePresenter() -> UsersPresenter {
    let presenter = UsersPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingBeforeAskingTheInteractor() async {
    // given
    let presenter = makePresenter()
    var callsWhenFetching: [ListViewMock.Call] = []
    interactor.onFetch = { callsWhenFetching = view.calls }

    // when
    presenter.viewDidLoad()

    // then
    #expect(interactor.fetchCount == 1)
    #expect(callsWhenFetching == [.showLoading])
  }

  @Test func refreshRequested_showsLoadingAndFetchesAgain() async {
    // given
    let presenter = makePresenter()
    presenter.viewDidLoad()

    // when
    presenter.refreshRequested()

    // then
    #expect(interactor.fetchCount == 2)
    #expect(view.calls == [.showLoading, .showLoading])
  }

  @Test func didFetchUsers_showsFullNamesAndAges() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFetch(users: User.samples)

    // then
    #expect(
      view.calls == [
        .show([
          ListRowDisplayItem(title: "Iyad Agha", detail: "36 years"),
          ListRowDisplayItem(title: "Mila Haward", detail: "24 years"),
          ListRowDisplayItem(title: "Mark Astun", detail: "39 years"),
        ])
      ])
  }

  @Test func didFetchOneYearOldUser_saysOneYear() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFetch(users: [User.stub(firstName: "Baby", lastName: "Doe", age: 1)])

    // then
    #expect(view.calls == [.show([ListRowDisplayItem(title: "Baby Doe", detail: "1 year")])])
  }

  @Test func didFetchNoUsers_showsEmptyStateNotError() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFetch(users: [])

    // then
    #expect(view.calls == [.showEmptyState("No users")])
  }

  @Test func didFailToFetchUsers_showsErrorAlertWithReadableMessage() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didFailToFetchUsers(with: .decoding("not valid JSON"))

    // then
    #expect(
      view.calls == [
        .showError(title: "Could not load users", message: "The data could not be read (not valid JSON).")
      ])
  }

  @Test func presenter_holdsItsViewWeakly() {
    // given
    let presenter = UsersPresenter(interactor: interactor, router: router)
    var view: ListViewMock? = ListViewMock()
    presenter.view = view

    // when
    view = nil

    // then
    #expect(presenter.view == nil)
  }
}
