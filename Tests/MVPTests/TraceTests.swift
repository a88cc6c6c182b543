import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// `--trace` in MVP: every message between view, presenter, service and coordinator reports
/// itself, in the order it is sent.
@MainActor
struct TraceTests {
  private func messages(_ drive: () async -> Void) async -> [String] {
    let log = TraceLog()
    await Trace.$log.withValue(log) { await drive() }
    return log.messages.map(\.description)
  }

  @Test func usersRefresh_tracesViewPresenterServiceRoundTrip() async {
    // given
    let window = Window()
    await MVPApp.startUsers(service: UserServiceMock(), in: window)

    // when
    let trace = await messages { try? await window.perform(.refresh) }

    // then
    #expect(
      trace == [
        "View → Presenter: refreshRequested()",
        "Presenter → View: showLoading()",
        "Presenter → Service: fetchUsers()",
        "Service → Presenter: 3 users",
        "Presenter → View: show(users: 3 rows)",
      ])
  }

  @Test func driversSearch_isAnsweredByThePresenterWithoutTheService() async {
    let window = Window()
    await MVPApp.startDrivers(service: DriverServiceMock(), in: window)

    let trace = await messages { try? await window.perform(.search("perez")) }

    #expect(
      trace == [
        #"View → Presenter: searchTextChanged("perez")"#,
        #"Presenter → View: showSearchText("perez")"#,
        "Presenter → View: show(drivers: 1 rows)",
      ])
  }

  @Test func newsSelectAndBack_goThroughTheCoordinator() async {
    let window = Window()
    await MVPApp.startNews(service: NewsServiceMock(), in: window)

    let trace = await messages {
      try? await window.perform(.select(2))
      try? await window.perform(.back)
    }

    #expect(
      trace == [
        "View → Presenter: articleSelected(at: 1)",
        "Presenter → Coordinator: showDetail(of: article 2)",
        "Coordinator → Window: push(ArticleDetailScreen)",
        "View → Presenter: viewDidLoad()",
        #"Presenter → View: show(article: "VIPER in large teams")"#,
        "View → Presenter: backTapped()",
        "Presenter → Coordinator: closeDetail()",
        "Coordinator → Window: pop()",
      ])
  }

  @Test func withoutALog_nothingIsRecordedAndFramesAreTheSame() async throws {
    // given
    let traced = Window()
    let plain = Window()
    let log = TraceLog()
    await Trace.$log.withValue(log) { await MVPApp.startUsers(service: UserServiceMock(), in: traced) }

    // when
    await MVPApp.startUsers(service: UserServiceMock(), in: plain)

    // then
    #expect(log.messages.count == 5)
    #expect(plain.frame == traced.frame)
  }
}
