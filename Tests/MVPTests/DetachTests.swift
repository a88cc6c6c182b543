import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVP

/// After `detach()` a presenter drops results instead of delivering them; each test detaches
/// while the request is in flight, after the loading state was shown.
@MainActor
struct DetachTests {
  /// Detaches whoever it is told to, from inside a request.
  @MainActor
  final class Detacher {
    var detach: () -> Void = {}
    var hook: RequestHook { { @MainActor [self] in detach() } }
  }

  private let detacher = Detacher()

  @Test func users_detachedDuringFetch_resultIsNotDelivered() async {
    // given
    let view = UsersViewMock()
    let presenter = UsersPresenter(service: ObservedUserService(UserServiceMock(), willRequest: detacher.hook))
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
  }

  @Test func drivers_detachedDuringFetch_resultIsNotDelivered() async {
    // given
    let view = DriversViewMock()
    let presenter = DriversPresenter(service: ObservedDriverService(DriverServiceMock(), willRequest: detacher.hook))
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    await presenter.viewDidLoad()
    presenter.searchTextChanged("perez")

    // then
    #expect(view.calls == [.showLoading])
  }

  @Test func drivers_detachedDuringFailingFetch_errorIsNotDelivered() async {
    // given
    let view = DriversViewMock()
    let service = DriverServiceMock(result: .failure(.network("down")))
    let presenter = DriversPresenter(service: ObservedDriverService(service, willRequest: detacher.hook))
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
  }

  @Test func news_detachedDuringSearch_resultIsNotDelivered() async {
    // given
    let view = NewsListViewMock()
    let navigator = NewsNavigatorMock()
    let base = NewsServiceMock()
    let presenter = NewsListPresenter(
      service: ObservedNewsService(base, willRequest: detacher.hook), navigator: navigator)
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    await presenter.searchSubmitted("viper")

    // then
    #expect(base.searchQueries == ["viper"])
    #expect(view.calls == [.showSearchText("viper"), .showLoading])
  }

  @Test func melodies_detachedDuringFetch_resultIsNotDelivered() async {
    // given
    let view = MelodiesViewMock()
    let service = ObservedMelodyService(MelodyServiceMock(), willRequest: detacher.hook)
    let presenter = MelodiesPresenter(service: service, network: NetworkSwitch())
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    let feed = await presenter.loadMelodies()

    // then
    #expect(feed != nil)
    #expect(view.calls == [.showNetworkState("Network: online"), .showLoading])
  }

  @Test func todos_detachedDuringRead_resultIsNotDelivered() async {
    // given
    let view = TodoListViewMock()
    let navigator = TodosNavigatorMock()
    let store = ObservedTodoStore(TodoStoreMock(), willRequest: detacher.hook)
    let presenter = TodoListPresenter(
      store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), navigator: navigator)
    presenter.attach(view: view)
    detacher.detach = { [weak presenter] in presenter?.detach() }

    // when
    await presenter.viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
  }

  @Test func users_detachedBeforeLoad_viewHearsNothing() async {
    // given
    let view = UsersViewMock()
    let service = UserServiceMock()
    let presenter = UsersPresenter(service: service)
    presenter.attach(view: view)
    presenter.detach()

    // when
    await presenter.viewDidLoad()

    // then
    #expect(service.fetchCount == 1)
    #expect(view.calls.isEmpty)
  }
}
