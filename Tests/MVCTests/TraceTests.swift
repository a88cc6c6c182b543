import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVC

/// What `--trace` shows of MVC's list screens: the user's events arriving at the controller,
/// the controller's requests, the properties it sets on its view, and its window's navigation.
@MainActor
struct TraceTests {
  private let window = Window()
  private let log = TraceLog()

  /// Runs `work` with the test's trace log bound, as `Session` does around each action.
  private func traced(_ work: () async throws -> Void) async rethrows {
    try await Trace.$log.withValue(log) { try await work() }
  }

  private var messages: [String] { log.messages.map(\.description) }

  @Test(.tags(.users))
  func usersRefresh_tracesTheControllerFillingItsViewFromTheService() async throws {
    // given
    await MVCApp.startUsers(service: ObservedUserService(UserServiceMock(), observer: traceRequest), in: window)

    // when
    try await traced { try await window.perform(.refresh) }

    // then
    #expect(
      messages == [
        "View → Controller: refreshRequested()",
        "Controller → View: content = .loading",
        "Controller → Service: fetchUsers()",
        "Controller → View: content = .rows(3 rows)",
      ])
  }

  @Test(.tags(.users))
  func usersStart_whenServiceFails_tracesTheAlertAsTheViewsContent() async {
    // given
    let service = UserServiceMock(result: .failure(.network("timeout")))

    // when
    await traced {
      await MVCApp.startUsers(service: ObservedUserService(service, observer: traceRequest), in: window)
    }

    // then
    #expect(
      messages == [
        "App → Window: setRoot(Users)",
        "View → Controller: viewDidLoad()",
        "Controller → View: content = .loading",
        "Controller → Service: fetchUsers()",
        "Controller → View: content = .alert(title: \"Could not load users\", message: \"Could not reach the server (timeout).\")",
      ])
  }

  @Test(.tags(.drivers))
  func driversSearch_filtersLocallyWithoutAskingTheService() async throws {
    // given
    await MVCApp.startDrivers(service: ObservedDriverService(DriverServiceMock(), observer: traceRequest), in: window)

    // when the search is made and its frame drawn, when the table asks for the rows in view
    try await traced {
      try await window.perform(.search("ham"))
      _ = window.frame
    }

    // then
    #expect(
      messages == [
        "View → Controller: searchTextChanged(\"ham\")",
        "Controller → View: searchText = \"ham\"",
        "Controller → View: content = .rowsFromDataSource",
        "View → Controller: rows(1–1 of 1)",
      ])
  }

  @Test(.tags(.drivers))
  func driversSearchWithNoMatch_tracesTheTrimmedQueryAndTheEmptyStateNamingIt() async throws {
    // given
    await MVCApp.startDrivers(service: DriverServiceMock(), in: window)

    // when
    try await traced { try await window.perform(.search("  zz ")) }

    // then
    #expect(
      messages == [
        "View → Controller: searchTextChanged(\"  zz \")",
        "Controller → View: searchText = \"zz\"",
        "Controller → View: content = .empty(\"No drivers match \\\"zz\\\".\")",
      ])
  }

  @Test(.tags(.drivers))
  func driversSearchAfterAFailedLoad_setsTheSearchTextAndLeavesTheAlert() async throws {
    // given
    await MVCApp.startDrivers(service: DriverServiceMock(result: .failure(.network("offline"))), in: window)

    // when
    try await traced { try await window.perform(.search("max")) }

    // then
    #expect(
      messages == [
        "View → Controller: searchTextChanged(\"max\")",
        "Controller → View: searchText = \"max\"",
      ])
  }

  @Test(.tags(.news))
  func newsSelectThenBack_tracesThePushTheDetailAndThePop() async throws {
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
        "View → Controller: rowSelected(at: 1)",
        "Controller → Window: push(Article)",
        "View → Controller: viewDidLoad()",
        "Controller → View: fields = LabeledFields(Title: \"VIPER in large teams\", Author: \"Jane Doe\", "
          + "Source: \"Swift Blog\", Date: \"17 Sep 2024, 14:30 UTC\", Link: \"https://example.com/viper-in-large-teams\")",
        "Controller → View: paragraphs = [\"Modules and routers.\", \"Body text.\"]",
        "View → Controller: backTapped()",
        "Controller → Window: pop()",
      ])
  }

  @Test(.tags(.news))
  func newsSearch_asksTheServiceForTheQuery() async throws {
    // given
    let service = NewsServiceMock()
    service.searchResult = .success([])
    await MVCApp.startNews(service: ObservedNewsService(service, observer: traceRequest), in: window)

    // when
    try await traced { try await window.perform(.search("viper")) }

    // then
    #expect(
      messages == [
        "View → Controller: searchTextChanged(\"viper\")",
        "Controller → View: searchText = \"viper\"",
        "Controller → View: notice = nil",
        "Controller → View: content = .loading",
        "Controller → Service: searchArticles(matching: \"viper\")",
        "Controller → View: content = .empty(\"No articles match \\\"viper\\\".\")",
      ])
  }
}
