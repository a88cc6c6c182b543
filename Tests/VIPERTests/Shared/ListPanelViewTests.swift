import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import VIPER

/// The view-interface methods every VIPER list view shares, drawn over TextUI's `ListPanel`.
@Suite(.tags(.plumbing))
@MainActor
struct ListPanelViewTests {
  /// The smallest list view: a panel and nothing else.
  private final class PanelView: ListPanelView {
    var panel = ListPanel(searchable: true)
  }

  private let view = PanelView()

  @Test func showRows_drawsNumberedRowsWithTheirDetails() {
    // when
    view.show(rows: [ListRowDisplayItem(title: "Ada", detail: "36 years"), ListRowDisplayItem(title: "Bo", detail: "")])

    // then
    #expect(view.panel.lines == ["Search: (empty)", "", "1. Ada  36 years", "2. Bo"])
  }

  @Test func showLoadingAfterAnError_dismissesTheAlertAndTheNotice() {
    // given
    view.showNotice("Offline")
    view.showError(title: "Could not load", message: "No network.")

    // when
    view.showLoading()

    // then
    #expect(view.panel.alert == nil)
    #expect(view.panel.notice == nil)
    #expect(view.panel.table.content == .loading)
  }

  @Test func showEmptyState_hidesTheNoticeThatCameWithTheRows() {
    // given
    view.showNotice("Offline — showing saved melodies")
    view.show(rows: [ListRowDisplayItem(title: "Clair de Lune", detail: "5:03")])

    // when
    view.showEmptyState(message: "No melodies")

    // then
    #expect(view.panel.notice == nil)
    #expect(view.panel.table.content == .empty("No melodies"))
  }

  @Test func showError_hidesTheNoticeThatCameWithTheRows_soNewRowsShowWithout() {
    // given
    view.showNotice("Offline — showing saved melodies")
    view.show(rows: [ListRowDisplayItem(title: "Clair de Lune", detail: "5:03")])
    view.showError(title: "Could not load melodies", message: "No network.")

    // when
    view.show(rows: [ListRowDisplayItem(title: "Gymnopédie No.1", detail: "3:05")])

    // then
    #expect(view.panel.notice == nil)
    #expect(view.panel.lines == ["Search: (empty)", "", "1. Gymnopédie No.1  3:05"])
  }

  @Test func everyCall_isTracedOnceAsThePresentersMessage() async {
    // when
    let messages = await traceMessages {
      view.showSearchText("ham")
      view.showLoading()
      view.show(rows: [ListRowDisplayItem(title: "Lewis HAMILTON", detail: "#44 · Mercedes")])
      view.showNotice(nil)
      view.showEmptyState(message: "No drivers")
      view.showError(title: "Could not load drivers", message: "No network.")
    }

    // then
    #expect(
      messages == [
        "Presenter → View: showSearchText(\"ham\")",
        "Presenter → View: showLoading()",
        "Presenter → View: show(rows: 1 row)",
        "Presenter → View: showNotice(nil)",
        "Presenter → View: showEmptyState(message: \"No drivers\")",
        "Presenter → View: showError(title: \"Could not load drivers\", message: …)",
      ])
  }
}
