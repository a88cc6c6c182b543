import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVC

/// The view every MVC list screen shares: what it draws for each content, and what it
/// reports to `--trace` as the controller sets it.
@MainActor
@Suite(.tags(.plumbing))
struct ListTextViewTests {
  private let alert = ListTextView.Content.alert(title: "Could not load", message: "Offline.")

  @Test func newContentAfterAnAlert_takesTheAlertDown() {
    // given
    let view = ListTextView(searchable: true)
    view.content = alert

    // when
    view.content = .rows([Row(title: "Ada", detail: "36 years")])

    // then
    #expect(view.lines == ["Search: (empty)", "", "1. Ada  36 years"])
  }

  @Test func alert_replacesTheRowsUnderTheNotice() {
    // given
    let view = ListTextView()
    view.notice = Banner("Offline")
    view.content = .rows([Row(title: "Ada")])

    // when
    view.content = alert

    // then
    #expect(view.lines == ["(Offline)", "", "[!] Could not load", "    Offline."])
  }

  @Test func sections_showUnderTheirHeaders() {
    // given
    let view = ListTextView()

    // when
    view.content = .sections([.init(header: "Today", rows: [Row(title: "Milk")])])

    // then
    #expect(view.lines == ["Today", "  1. Milk"])
  }

  @Test func rowNumberPastTheRows_isRejectedNamingTheRowCount() throws {
    // given
    let view = ListTextView()
    view.content = .rows([Row(title: "Ada"), Row(title: "Grace")])

    // when / then
    #expect(throws: ActionRejection.noSuchRow(3, rowCount: 2)) { try view.index(ofRowNumber: 3) }
    #expect(try view.index(ofRowNumber: 2) == 1)
  }

  @Test func eachPropertySet_isTracedOnceFromTheController() {
    // given
    let view = ListTextView(searchable: true)
    let log = TraceLog()

    // when
    Trace.$log.withValue(log) {
      view.searchText = "ada"
      view.content = .rows([Row(title: "Ada")])
      view.notice = nil
      view.content = .empty("No users")
    }

    // then
    #expect(
      log.messages.map(\.description) == [
        "Controller → View: searchText = \"ada\"",
        "Controller → View: content = .rows(1 row)",
        "Controller → View: notice = nil",
        "Controller → View: content = .empty(\"No users\")",
      ])
  }
}
