import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVP

/// A view released while its presenter waits for a request — the screen closed mid-load — is
/// freed at once, and the presenter finishes the request without it. Each test releases the
/// view from inside the request, after the loading state was shown.
@MainActor
struct ReleasedViewTests {
  /// Holds a view mock until a request starts, then lets it go and notes whether it was freed.
  @MainActor
  final class ViewReleaser<View: RecordingViewMock> {
    private(set) var view: View?
    /// What the view had been told when it was released.
    private(set) var callsBeforeRelease: [View.Call] = []
    /// Whether releasing the view freed it, i.e. nothing else, not the presenter, held it.
    private(set) var freedOnRelease = false

    init(_ view: View) {
      self.view = view
    }

    var hook: RequestHook {
      { @MainActor [self] in release() }
    }

    private func release() {
      callsBeforeRelease = view?.calls ?? []
      @Weak var released = view
      view = nil
      freedOnRelease = released == nil
    }
  }

  @Test(.tags(.users)) func users_viewReleasedDuringFetch_isFreedAndPresenterFinishes() async {
    // given
    let releaser = ViewReleaser(UsersViewMock())
    let service = UserServiceMock()
    let presenter = UsersPresenter(service: ObservedUserService(service, willRequest: releaser.hook))
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(releaser.callsBeforeRelease == [.showLoading])
    #expect(releaser.freedOnRelease)
    #expect(service.fetchCount == 1)
  }

  @Test(.tags(.drivers)) func drivers_viewReleasedDuringFetch_searchStillWorksWithoutIt() async {
    // given
    let releaser = ViewReleaser(DriversViewMock())
    let service = DriverServiceMock()
    let presenter = DriversPresenter(service: ObservedDriverService(service, willRequest: releaser.hook))
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.viewDidLoad() }
    presenter.searchTextChanged("perez")

    // then
    #expect(releaser.callsBeforeRelease == [.showLoading])
    #expect(releaser.freedOnRelease)
    #expect(service.fetchCount == 1)
  }

  @Test(.tags(.drivers)) func drivers_viewReleasedDuringFailingFetch_isFreed() async {
    // given
    let releaser = ViewReleaser(DriversViewMock())
    let service = DriverServiceMock(result: .failure(.network("down")))
    let presenter = DriversPresenter(service: ObservedDriverService(service, willRequest: releaser.hook))
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(releaser.callsBeforeRelease == [.showLoading])
    #expect(releaser.freedOnRelease)
  }

  @Test(.tags(.news)) func news_viewReleasedDuringSearch_isFreedAndTheSearchIsSent() async {
    // given
    let releaser = ViewReleaser(NewsListViewMock())
    let base = NewsServiceMock()
    let presenter = NewsListPresenter(
      service: ObservedNewsService(base, willRequest: releaser.hook), coordinator: NewsCoordinatorMock())
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.searchTextChanged("viper") }

    // then
    #expect(base.searchQueries == ["viper"])
    #expect(
      releaser.callsBeforeRelease == [
        .showSearchText("viper"), .showLoading,
      ])
    #expect(releaser.freedOnRelease)
  }

  @Test(.tags(.melodies)) func melodies_viewReleasedDuringFetch_isFreedAndPresenterFinishes() async {
    // given
    let releaser = ViewReleaser(MelodiesViewMock())
    let service = MelodyServiceMock()
    let presenter = MelodiesPresenter(
      service: ObservedMelodyService(service, willRequest: releaser.hook), network: NetworkSwitch())
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      releaser.callsBeforeRelease == [
        .showNetworkState("Network: online"), .showLoading,
      ])
    #expect(releaser.freedOnRelease)
    #expect(service.fetchCount == 1)
  }

  @Test(.tags(.todos)) func todos_viewReleasedDuringRead_isFreed() async {
    // given
    let releaser = ViewReleaser(TodoListViewMock())
    let store = ObservedTodoStore(TodoStoreMock(), willRequest: releaser.hook)
    let presenter = TodoListPresenter(
      store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), coordinator: TodosCoordinatorMock())
    presenter.attach(view: releaser.view!)

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(releaser.callsBeforeRelease == [.showLoading])
    #expect(releaser.freedOnRelease)
  }
}
