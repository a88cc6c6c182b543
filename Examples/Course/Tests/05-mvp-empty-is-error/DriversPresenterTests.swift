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
  private let pending = Mutex<CheckedContinuation<[Driver], Never>?>(nil)
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  init() {
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    await withCheckedContinuation { continuation in
      pending.withLock { $0 = continuation }
      fetchesContinuation.yield()
    }
  }

  /// Returns once a fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that is waiting.
  func answer(_ drivers: [Driver]) {
    pending.withLock { $0.take() }?.resume(returning: drivers)
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

  @Test func searchTypedWhileLoadingNoDrivers_namesTheQuery() async {
    // given
    let service = DriverServiceGate()
    let presenter = DriversPresenter(service: service)
    presenter.attach(view: view)
    let load = Task { await presenter.viewDidLoad() }
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
    await presenter.viewDidLoad()

    // then
    #expect(
      view.calls == [
        .loading, .error(title: "Could not load drivers", message: "Could not reach the server (timed out)."),
      ])
  }
}
