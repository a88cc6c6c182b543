import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// What every list view state keeps: a notice belongs to the rows it came with, so whatever
/// the presenter shows next in their place takes it down.
@Suite(.tags(.plumbing))
@MainActor
struct ListPanelViewStateTests {
  final class Probe: ListPanelViewState {
    var panel = ListPanelState()
  }

  private static let rows = [ListRowDisplayItem(title: "Swift 6", detail: "Example News")]

  @Test func loading_anEmptyState_orAnError_takeDownTheNoticeOfTheRowsBefore() {
    // given: rows shown with a notice
    let probe = Probe()
    probe.show(rows: Self.rows)
    probe.showNotice("2 removed articles are not shown.")

    // when: an error comes
    probe.showError(title: "Error", message: "It failed.")

    // then
    #expect(probe.panel.notice == nil)
    #expect(probe.panel.content == .alert(title: "Error", message: "It failed."))

    // when: a notice, then an empty state; a notice, then loading
    probe.showNotice("2 removed articles are not shown.")
    probe.showEmptyState(message: "No articles match.")
    #expect(probe.panel.notice == nil)
    probe.showNotice("2 removed articles are not shown.")
    probe.showLoading()
    #expect(probe.panel.notice == nil)
  }
}
