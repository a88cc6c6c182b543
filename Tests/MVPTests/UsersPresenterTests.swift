import Domain
import DomainTestSupport
import Testing

@testable import MVP

@Suite(.tags(.users))
@MainActor
struct UsersPresenterTests {
  private let service = UserServiceMock()
  private let view = UsersViewMock()

  private func makePresenter() -> UsersPresenter {
    let presenter = UsersPresenter(service: service)
    presenter.attach(view: view)
    return presenter
  }

  @Test func viewDidLoad_withUsers_setsFormattedUsers() async {
    // given
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .showLoading,
        .show(users: [
          UserRowViewData(title: "Iyad Agha", detail: "36 years"),
          UserRowViewData(title: "Mila Haward", detail: "24 years"),
          UserRowViewData(title: "Mark Astun", detail: "39 years"),
        ]),
      ])
  }

  @Test func viewDidLoad_withOneYearOldUser_saysOneYear() async {
    // given
    service.result = .success([User.stub(firstName: "Baby", lastName: "Doe", age: 1)])
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls.last == .show(users: [UserRowViewData(title: "Baby Doe", detail: "1 year")]))
  }

  @Test func viewDidLoad_withNoUsers_setsEmptyStateNotError() async {
    // given
    service.result = .success([])
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls == [.showLoading, .showEmptyState(message: "No users")])
  }

  @Test func viewDidLoad_whenServiceFails_showsErrorAlert() async {
    // given
    service.result = .failure(.network("timed out"))
    let presenter = makePresenter()

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .showLoading,
        .showError(title: "Could not load users", message: "Could not reach the server (timed out)."),
      ])
  }

  @Test func refreshRequested_fetchesAgainAndShowsNewUsers() async {
    // given
    let presenter = makePresenter()
    await settling { presenter.viewDidLoad() }
    service.result = .success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)])

    // when
    await settling { presenter.refreshRequested() }

    // then
    #expect(service.fetchCount == 2)
    #expect(
      Array(view.calls.suffix(2)) == [
        .showLoading, .show(users: [UserRowViewData(title: "Ada Lovelace", detail: "36 years")]),
      ])
  }

  @Test func refreshRequested_afterError_recoversWithUsers() async {
    // given
    service.result = .failure(.decoding("bad value at [0].age"))
    let presenter = makePresenter()
    await settling { presenter.viewDidLoad() }
    service.result = .success(User.samples)

    // when
    await settling { presenter.refreshRequested() }

    // then
    guard case .show(let users) = view.calls.last else {
      Issue.record("expected users after the refresh, got \(String(describing: view.calls.last))")
      return
    }
    #expect(users.count == 3)
  }
}
