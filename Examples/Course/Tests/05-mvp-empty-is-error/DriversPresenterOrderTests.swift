import Domain
import DomainTestSupport
import Testing

@testable import E05MVPEmptyIsError

/// A passive view whose search field sends its text again when an alert comes up, as a field
/// that ends editing does: it asks the presenter while the presenter is telling it the error.
@MainActor
final class ResendingDriversView: DriversView {
  private(set) var calls: [DriversViewSpy.Call] = []
  private var fieldText = ""
  weak var presenter: DriversPresenter?

  func showLoading() { calls.append(.loading) }
  func show(drivers: [DriverRowViewData]) { calls.append(.drivers(drivers)) }
  func showEmptyState(message: String) { calls.append(.emptyState(message)) }
  func showError(title: String, message: String) {
    calls.append(.error(title: title, message: message))
    presenter?.searchTextChanged(fieldText)
  }
  func showSearchText(_ text: String) {
    calls.append(.searchText(text))
    fieldText = text
  }
}

/// What the view is told, and in what order: the presenter settles its state, then tells the view.
@Suite("Exercise 05: what the view is told, in order")
@MainActor
struct DriversPresenterOrderTests {
  @Test func searchAfterLoad_showsTheTrimmedQueryThenTheMatches() async {
    // given
    let view = DriversViewSpy()
    let presenter = DriversPresenter(service: DriverServiceMock(result: .success(Driver.samples)))
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }
    let callsBefore = view.calls.count

    // when
    presenter.searchTextChanged(" ham ")

    // then
    #expect(
      Array(view.calls.dropFirst(callsBefore)) == [
        .searchText("ham"), .drivers([DriverRowViewData(name: "Lewis HAMILTON", detail: "#44 · Mercedes")]),
      ],
      "a search must show the query typed, trimmed, in the search field, then the drivers it matches")
  }

  @Test func searchSentWhileTheErrorShows_keepsTheError() async {
    // given
    let view = ResendingDriversView()
    let presenter = DriversPresenter(service: DriverServiceMock(result: .failure(.network("timed out"))))
    view.presenter = presenter
    presenter.attach(view: view)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .loading, .error(title: "Could not load drivers", message: "Could not reach the server (timed out)."),
        .searchText(""),
      ],
      "the presenter told the view of the error before it noted the failed load: a search sent then hid the error")
  }
}
