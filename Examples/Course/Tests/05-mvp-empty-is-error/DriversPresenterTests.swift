import Domain
import DomainTestSupport
import Testing

@testable import E05MVPEmptyIsError

/// A passive view that records every call the presenter makes, in order.
@MainActor
final class DriversViewSpy: DriversView {
  enum Call: Equatable {
    case loading
    case drivers([DriverRowViewData])
    case emptyState(String)
    case error(title: String, message: String)
    case searchText(String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.loading) }
  func show(drivers: [DriverRowViewData]) { calls.append(.drivers(drivers)) }
  func showEmptyState(message: String) { calls.append(.emptyState(message)) }
  func showError(title: String, message: String) { calls.append(.error(title: title, message: message)) }
  func showSearchText(_ text: String) { calls.append(.searchText(text)) }
}

@Suite("Exercise 05: the empty answer reported as an error")
@MainActor
struct DriversPresenterTests {
  let view = DriversViewSpy()

  @Test func loadOfNoDrivers_showsTheEmptyState() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .success([])))
    presenter.attach(view: view)

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls == [.loading, .emptyState("No drivers")])
  }

  @Test func searchAfterLoadingNoDrivers_namesTheQuery() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .success([])))
    presenter.attach(view: view)
    await presenter.viewDidLoad()

    // when
    presenter.searchTextChanged("ham")

    // then
    #expect(view.calls.last == .emptyState("No drivers match \"ham\"."))
  }

  @Test func loadFailure_showsTheError() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .failure(.network("timed out"))))
    presenter.attach(view: view)

    // when
    await presenter.viewDidLoad()

    // then
    #expect(
      view.calls == [
        .loading, .error(title: "Could not load drivers", message: "Could not reach the server (timed out)."),
      ])
  }
}
