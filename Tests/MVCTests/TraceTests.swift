import Domain
import DomainTestSupport
import MVC
import Testing
import TextUI

/// What `--trace` shows of MVC: the controller's calls to its view, its services and its
/// window, each service's answer, and the user's input arriving from the view.
@MainActor
struct TraceTests {
  private let window = Window()
  private let log = TraceLog()

  /// Runs `work` with the test's trace log bound, as `Session` does around each action.
  private func traced(_ work: () async throws -> Void) async rethrows {
    try await Trace.$log.withValue(log) { try await work() }
  }

  private var messages: [String] { log.messages.map(\.description) }

  @Test func usersRefresh_tracesTheControllerFillingItsViewFromTheService() async throws {
    // given
    await MVCApp.startUsers(service: UserServiceMock(), in: window)

    // when
    try await traced { try await window.perform(.refresh) }

    // then
    #expect(
      messages == [
        "View → Controller: refreshRequested()",
        "Controller → View: alert = nil",
        "Controller → View: table.content = .loading",
        "Controller → Service: fetchUsers()",
        "Service → Controller: 3 users",
        "Controller → View: table.content = .rows(3 rows)",
      ])
  }

  @Test func usersStart_whenServiceFails_tracesTheFailureAndTheAlert() async {
    // when
    await traced {
      await MVCApp.startUsers(service: UserServiceMock(result: .failure(.network("timeout"))), in: window)
    }

    // then
    #expect(
      messages == [
        "View → Controller: viewDidLoad()",
        "Controller → View: alert = nil",
        "Controller → View: table.content = .loading",
        "Controller → Service: fetchUsers()",
        "Service → Controller: failed: Could not reach the server (timeout).",
        "Controller → View: alert = Alert(\"Could not load users\")",
        "Controller → View: table.content = .rows(0 rows)",
      ])
  }

  @Test func driversSearch_filtersLocallyWithoutAskingTheService() async throws {
    // given
    await MVCApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    try await traced { try await window.perform(.search("ham")) }

    // then
    #expect(
      messages == [
        "View → Controller: searchTextChanged(\"ham\")",
        "Controller → View: searchField.text = \"ham\"",
        "Controller → View: alert = nil",
        "Controller → View: table.content = .rows(1 rows)",
      ])
  }

  @Test func driversSearchWithNoMatch_tracesTheEmptyStateNamingTheQuery() async throws {
    // given
    await MVCApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    try await traced { try await window.perform(.search("  zz ")) }

    // then
    #expect(
      messages.suffix(2) == [
        "Controller → View: alert = nil",
        "Controller → View: table.content = .empty(\"No drivers match \\\"zz\\\".\")",
      ])
  }

  @Test func newsSelectThenBack_tracesThePushTheDetailAndThePop() async throws {
    // given
    await MVCApp.startNews(service: NewsServiceMock(), in: window)

    // when
    try await traced {
      try await window.perform(.select(2))
      try await window.perform(.back)
    }

    // then
    #expect(
      messages == [
        "View → Controller: articleSelected(at: 1)",
        "Controller → Window: push(ArticleDetailViewController)",
        "View → Controller: viewDidLoad()",
        "Controller → View: fields = LabeledFields(Title: \"VIPER in large teams\", …)",
        "Controller → View: descriptionText = \"Modules and routers.\"",
        "Controller → View: contentText = \"Body text.\"",
        "View → Controller: backTapped()",
        "Controller → Window: pop()",
      ])
  }

  @Test func newsSearch_asksTheServiceForTheQuery() async throws {
    // given
    let service = NewsServiceMock()
    service.searchResult = .success([])
    await MVCApp.startNews(service: service, in: window)

    // when
    try await traced { try await window.perform(.search("viper")) }

    // then
    #expect(
      messages == [
        "View → Controller: searchSubmitted(\"viper\")",
        "Controller → View: searchField.text = \"viper\"",
        "Controller → View: alert = nil",
        "Controller → View: table.content = .loading",
        "Controller → Service: searchArticles(matching: \"viper\")",
        "Service → Controller: 0 articles",
        "Controller → View: table.content = .empty(\"No articles match \\\"viper\\\".\")",
      ])
  }
}
