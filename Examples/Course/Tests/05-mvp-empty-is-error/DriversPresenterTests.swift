import Domain
import DomainTestSupport
import Synchronization
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

/// A driver service that holds each fetch until the test answers it, so that the test can act
/// while the presenter waits for drivers.
final class DriverServiceGate: DriverService {
  private let pending = Mutex<CheckedContinuation<Result<[Driver], ServiceError>, Never>?>(nil)
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  init() {
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    let result = await withCheckedContinuation { continuation in
      pending.withLock { $0 = continuation }
      fetchesContinuation.yield()
    }
    return try result.get()
  }

  /// Returns once a fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that is waiting with `drivers`.
  func answer(_ drivers: [Driver]) {
    answer(.success(drivers))
  }

  /// Answers the fetch that is waiting with `result`: drivers or an error.
  func answer(_ result: Result<[Driver], ServiceError>) {
    pending.withLock { $0.take() }?.resume(returning: result)
  }
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
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.calls == [.loading, .emptyState("No drivers")])
  }

  @Test func searchAfterLoadingNoDrivers_namesTheQuery() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .success([])))
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }

    // when
    presenter.searchTextChanged("ham")

    // then
    #expect(view.calls.last == .emptyState("No drivers match \"ham\"."))
  }

  @Test func searchTypedWhileLoadingNoDrivers_namesTheQuery() async {
    // given
    let service = DriverServiceGate()
    let presenter = DriversPresenter(service: service)
    presenter.attach(view: view)
    let load = Task { await settling { presenter.viewDidLoad() } }
    await service.fetchStarted()
    presenter.searchTextChanged("ham")

    // when
    service.answer([])
    await load.value

    // then
    #expect(view.calls.last == .emptyState("No drivers match \"ham\"."))
  }

  @Test func loadFailure_showsTheError() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock(result: .failure(.network("timed out"))))
    presenter.attach(view: view)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.calls == [
        .loading, .error(title: "Could not load drivers", message: "Could not reach the server (timed out)."),
      ])
  }

  /// A search typed while the drivers load, then the load fails: the user must see the error,
  /// not an empty state naming the query, which would say the drivers were loaded.
  @Test func searchTypedWhileTheLoadFails_endsOnTheError() async {
    // given
    let service = DriverServiceGate()
    let presenter = DriversPresenter(service: service)
    presenter.attach(view: view)
    let load = Task { await settling { presenter.viewDidLoad() } }
    await service.fetchStarted()
    presenter.searchTextChanged("ham")

    // when
    service.answer(.failure(.network("timed out")))
    await load.value

    // then
    #expect(
      view.calls.last == .error(title: "Could not load drivers", message: "Could not reach the server (timed out)."),
      "a search typed while the load was out must not hide the load's error")
  }

  /// A search typed while the drivers load, then they arrive: the list shows the matches of
  /// the query typed, not every driver.
  @Test func searchTypedWhileLoadingDrivers_showsTheMatches() async {
    // given
    let service = DriverServiceGate()
    let presenter = DriversPresenter(service: service)
    presenter.attach(view: view)
    let load = Task { await settling { presenter.viewDidLoad() } }
    await service.fetchStarted()
    presenter.searchTextChanged(" ham ")

    // when
    service.answer(Driver.samples)
    await load.value

    // then
    #expect(
      view.calls.last == .drivers([DriverRowViewData(name: "Lewis HAMILTON", detail: "#44 · Mercedes")]),
      "the drivers that arrived after a search was typed must be filtered by it")
  }
}
