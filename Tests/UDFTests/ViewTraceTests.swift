import Domain
import DomainTestSupport
import Foundation
import Testing
import TextUI
import Tracing

@testable import UDF

/// UDF's list views as the user and `--trace` see them: each is titled, asks its store to load
/// with `.viewDidLoad` when shown, draws its search field and the rows it is the data source of.
@MainActor
struct ViewTraceTests {
  private let window = Window()
  private let log = TraceLog()
  private var trace: [String] { log.messages.map(\.description) }

  /// Starts a feature with the log bound, as `archdemo run --trace` does.
  private func start(_ feature: (Window) async -> Void) async {
    await Trace.$log.withValue(log) { await feature(window) }
  }

  /// What a list view sends as it is shown: its root is set, then it asks its store to load.
  private static func shown(_ title: String) -> [String] {
    ["App → Window: setRoot(\(title))", "View → Store: send(.viewDidLoad)", "Store → Reducer: reduce(.viewDidLoad)"]
  }

  @Test(.tags(.users)) func users_sendsViewDidLoadWhenShown() async {
    // when
    await start { await UDFApp.startUsers(service: UserServiceMock(), in: $0) }

    // then
    #expect(Array(trace.prefix(3)) == Self.shown("Users"))
  }

  @Test(.tags(.drivers)) func drivers_sendsViewDidLoadWhenShown_andItsSearchFieldShowsTheQuery() async throws {
    // given
    await start { await UDFApp.startDrivers(service: DriverServiceMock(), in: $0) }
    #expect(Array(trace.prefix(3)) == Self.shown("Drivers"))
    #expect(window.frame?.lines.first == "Search: (empty)")

    // when
    try await window.perform(.search("ham"))

    // then
    #expect(window.frame?.lines.first == "Search: \"ham\"")
  }

  @Test(.tags(.news)) func news_sendsViewDidLoadWhenShown_andDrawsItsSearchFieldAndTheArticles() async throws {
    // given
    await start { await UDFApp.startNews(service: NewsServiceMock(), in: $0) }

    // then
    #expect(Array(trace.prefix(3)) == Self.shown("News"))
    let lines = try #require(window.frame?.lines)
    #expect(lines.first == "Search: (empty)")
    #expect(lines.contains { $0.contains("Café culture and code") }, "\(lines)")
  }

  @Test(.tags(.todos)) func todos_loadsWhenShown_andDrawsTheItemsUnderTheirDays() async throws {
    // given
    let store = TodoStoreMock(items: [
      TodoItem(id: UUID(), name: "Call the dentist", dueDate: FixedCalendar.date("2026-11-19"))
    ])

    // when
    await start {
      await UDFApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2026-11-18"), in: $0)
    }

    // then
    #expect(Array(trace.prefix(3)) == Self.shown("To-dos"))
    let frame = try #require(window.frame)
    #expect(frame.title == "To-dos")
    #expect(frame.lines.contains { $0.contains("Call the dentist") }, "\(frame.lines)")
    #expect(!frame.lines.contains { $0.contains("Loading") })
  }

  @Test(.tags(.melodies)) func melodies_isTitledMelodies_andSendsViewDidLoadWhenShown() async {
    // when
    await start { await UDFApp.startMelodies(service: MelodyServiceMock(), network: NetworkSwitch(), in: $0) }

    // then
    #expect(Array(trace.prefix(3)) == Self.shown("Melodies"))
    #expect(window.frame?.title == "Melodies")
  }
}
