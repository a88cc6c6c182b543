import Domain
import DomainTestSupport
import Testing

@testable import MVP

/// What a list offers after a refresh that failed: the alert, and nothing left over from the
/// load before it.
@MainActor
struct AfterFailedRefreshTests {
  @Test(.tags(.news))
  func news_selectingARowAfterARefreshThatFailed_opensNothing() async {
    // given headlines loaded, then a refresh that fails
    let service = NewsServiceMock()
    let view = NewsListViewMock()
    let coordinator = NewsCoordinatorMock()
    let presenter = NewsListPresenter(service: service, coordinator: coordinator)
    presenter.attach(view: view)
    await settling { presenter.viewDidLoad() }
    service.headlines = .failure(.network("offline"))
    await settling { presenter.refreshRequested() }

    // when the first row is selected
    await settling { presenter.rowSelected(at: 0) }

    // then no stale article opens under the alert
    #expect(coordinator.calls.isEmpty)
    #expect(
      view.calls.last == .showError(title: "Could not load news", message: ServiceError.network("offline").message))
  }
}
