import Domain
import DomainTestSupport
import Testing

@testable import MVP

/// A presenter holds its view weakly: a view mock goes away while the presenter lives on, and
/// the presenter then works without one.
@MainActor
struct WeakViewTests {
  private let coordinators = (news: NewsCoordinatorMock(), todos: TodosCoordinatorMock())

  /// Attaches a fresh view mock through `attach`, drops it, and returns a weak reference to it.
  private func attachTemporaryView<View: AnyObject>(_ makeView: () -> View, to attach: (View) -> Void) -> WeakReference
  {
    let view = makeView()
    attach(view)
    return WeakReference(view)
  }

  @Test(.tags(.users)) func usersPresenter_doesNotKeepItsView() async {
    // given
    let service = UserServiceMock()
    let presenter = UsersPresenter(service: service)

    // when
    let view = attachTemporaryView(UsersViewMock.init) { presenter.attach(view: $0) }
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.object == nil)
    #expect(service.fetchCount == 1)
  }

  @Test(.tags(.drivers)) func driversPresenter_doesNotKeepItsView() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock())

    // when
    let view = attachTemporaryView(DriversViewMock.init) { presenter.attach(view: $0) }
    await settling { presenter.viewDidLoad() }
    presenter.searchTextChanged("perez")

    // then
    #expect(view.object == nil)
  }

  @Test(.tags(.melodies)) func melodiesPresenter_doesNotKeepItsView() async {
    // given
    let service = MelodyServiceMock()
    let presenter = MelodiesPresenter(service: service, network: NetworkSwitch())

    // when
    let view = attachTemporaryView(MelodiesViewMock.init) { presenter.attach(view: $0) }
    await settling { presenter.viewDidLoad() }

    // then
    #expect(view.object == nil)
    #expect(service.fetchCount == 1)
  }

  @Test(.tags(.news)) func newsPresenters_doNotKeepTheirViews() async {
    // given
    let list = NewsListPresenter(service: NewsServiceMock(), coordinator: coordinators.news)
    let detail = ArticleDetailPresenter(article: .stub(), coordinator: coordinators.news)

    // when
    let listView = attachTemporaryView(NewsListViewMock.init) { list.attach(view: $0) }
    let detailView = attachTemporaryView(ArticleDetailViewMock.init) { detail.attach(view: $0) }
    await settling { list.viewDidLoad() }
    detail.viewDidLoad()

    // then
    #expect(listView.object == nil)
    #expect(detailView.object == nil)
  }

  @Test(.tags(.todos)) func todoPresenters_doNotKeepTheirViews() async {
    // given
    let store = TodoStoreMock()
    let schedule = FixedCalendar.schedule(today: "2024-05-15")
    let list = TodoListPresenter(store: store, schedule: schedule, coordinator: coordinators.todos)
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let add = AddTodoPresenter(store: store, parser: parser, coordinator: coordinators.todos)

    // when
    let listView = attachTemporaryView(TodoListViewMock.init) { list.attach(view: $0) }
    let addView = attachTemporaryView(AddTodoViewMock.init) { add.attach(view: $0) }
    await settling { list.viewDidLoad() }
    add.nameChanged("Buy milk")

    // then
    #expect(listView.object == nil)
    #expect(addView.object == nil)
  }
}
