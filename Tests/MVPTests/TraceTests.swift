import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVP

/// `--trace` in MVP: the window reports user events and navigation, the service decorators
/// their requests (as the harness wires them), the passive views each presenter call and the
/// coordinators each request a presenter makes of them, in the order they are sent.
@MainActor
struct TraceTests {
  private let window = Window()

  private func messages(_ drive: () async -> Void) async -> [String] {
    let log = TraceLog()
    await Trace.$log.withValue(log) { await drive() }
    return log.messages.map(\.description)
  }

  /// `base` behind a decorator that traces each request from the presenter, as the harness does.
  private func traced<Service: ObservedService>(_ base: Service.Base) -> Service {
    Service(base, observer: ServiceRequest.tracer(from: "Presenter"))
  }

  @Test(.tags(.users)) func usersRefresh_tracesViewPresenterServiceRoundTrip() async {
    // given
    await MVPApp.startUsers(service: traced(UserServiceMock()) as ObservedUserService, in: window)

    // when
    let trace = await messages { try? await window.perform(.refresh) }

    // then
    #expect(
      trace == [
        "View → Presenter: refreshRequested()",
        "Presenter → View: showLoading()",
        "Presenter → Service: fetchUsers()",
        "Presenter → View: show(users: 3 rows)",
      ])
  }

  @Test(.tags(.drivers)) func driversSearch_isAnsweredByThePresenterWithoutTheService() async {
    await MVPApp.startDrivers(service: traced(DriverServiceMock()) as ObservedDriverService, in: window)

    // the frame is read too: the table asks its data source for the rows in view as it draws
    let trace = await messages {
      try? await window.perform(.search(" perez "))
      _ = window.frame
    }

    #expect(
      trace == [
        #"View → Presenter: searchTextChanged(" perez ")"#,
        #"Presenter → View: showSearchText("perez")"#,
        "Presenter → View: reloadRows()",
        "View → Presenter: rows(1–1 of 1)",
      ])
  }

  @Test(.tags(.drivers)) func driversFailedLoad_tracesTheErrorOnce() async {
    let service = DriverServiceMock(result: .failure(.network("down")))
    await MVPApp.startDrivers(service: traced(service) as ObservedDriverService, in: window)

    let trace = await messages {
      try? await window.perform(.refresh)
      try? await window.perform(.search("ham"))
    }

    let error = ServiceError.network("down").message
    #expect(
      trace == [
        "View → Presenter: refreshRequested()",
        "Presenter → View: showLoading()",
        "Presenter → Service: fetchDrivers()",
        #"Presenter → View: showError(title: "Could not load drivers", message: \#(Trace.literal(error)))"#,
        #"View → Presenter: searchTextChanged("ham")"#,
        #"Presenter → View: showSearchText("ham")"#,
      ])
  }

  @Test(.tags(.news)) func newsSelectAndBack_goThroughTheCoordinator() async {
    await MVPApp.startNews(service: NewsServiceMock(), in: window)

    let trace = await messages {
      try? await window.perform(.select(2))
      try? await window.perform(.back)
    }

    #expect(
      trace == [
        "View → Presenter: rowSelected(at: 1)",
        #"Presenter → Coordinator: showDetail(of: "VIPER in large teams")"#,
        "Coordinator → Window: push(Article)",
        "View → Presenter: viewDidLoad()",
        #"Presenter → View: show(article: "VIPER in large teams")"#,
        "View → Presenter: backTapped()",
        "Presenter → Coordinator: closeDetail()",
        "Coordinator → Window: pop()",
      ])
  }

  @Test(.tags(.todos)) func todosSave_goesThroughTheCoordinatorBackToTheList() async {
    let store = traced(TodoStoreMock()) as ObservedTodoStore
    await MVPApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try? await window.perform(.add)
    try? await window.perform(.name("Buy milk"))

    let trace = await messages {
      try? await window.perform(.save)
      try? await window.perform(.due("today"))
      try? await window.perform(.save)
    }

    #expect(
      trace == [
        "View → Presenter: saveTapped()",
        #"Presenter → View: show(due: "", problem: "Enter a due date (YYYY-MM-DD, today or t…")"#,
        #"View → Presenter: dueDateChanged("today")"#,
        #"Presenter → View: show(due: "today (Wed 15 May 2024)", problem: nil)"#,
        "View → Presenter: saveTapped()",
        #"Presenter → Store: save("Buy milk")"#,
        #"Presenter → Coordinator: addItemDidSave("Buy milk")"#,
        "Coordinator → Window: dismiss()",
        #"Coordinator → Presenter: itemAdded("Buy milk")"#,
        "Presenter → View: showLoading()",
        "Presenter → Store: allItems()",
        #"Presenter → View: show(sections: ["Today"], notice: nil)"#,
      ])
  }

  @Test(.tags(.melodies)) func melodiesOffline_showsTheNetworkStateThenTheSavedMelodies() async {
    let feed = MelodyFeed(melodies: Melody.samples, origin: .savedOffline)
    let service = MelodyServiceMock(result: .success(feed))
    await MVPApp.startMelodies(service: traced(service) as ObservedMelodyService, network: NetworkSwitch(), in: window)

    let trace = await messages { try? await window.perform(.offline) }

    #expect(
      trace == [
        "View → Presenter: networkSwitched(online: false)",
        #"Presenter → View: showNetworkState("Network: offline")"#,
        "Presenter → View: showLoading()",
        "Presenter → Service: fetchMelodies()",
        #"Presenter → View: show(melodies: 2 rows, notice: "Offline — showing saved melodies")"#,
      ])
  }

  @Test(.tags(.plumbing)) func withoutALog_nothingIsRecordedAndFramesAreTheSame() async throws {
    // given
    let plain = Window()
    let log = TraceLog()
    await Trace.$log.withValue(log) { await MVPApp.startUsers(service: UserServiceMock(), in: window) }

    // when
    await MVPApp.startUsers(service: UserServiceMock(), in: plain)

    // then
    #expect(
      log.messages.map(\.description) == [
        "App → Window: setRoot(Users)", "View → Presenter: viewDidLoad()", "Presenter → View: showLoading()",
        "Presenter → View: show(users: 3 rows)",
      ])
    #expect(plain.frame == window.frame)
  }
}
