import Testing

@testable import TextUI

@MainActor
@Suite("ListPanel: the body of a list screen")
struct ListPanelTests {
  @Test func newPanel_showsLoadingUnderItsSearchField() {
    let panel = ListPanel(searchable: true)

    #expect(panel.lines == ["Search: (empty)", "", "Loading…"])
  }

  @Test func alert_replacesTheListUntilNewContentDismissesIt() {
    // given
    var panel = ListPanel()
    panel.show(rows: [Row(title: "Iyad Agha", detail: "36 years")])

    // when
    panel.showAlert(title: "Could not load users", message: "Offline.")

    // then
    #expect(panel.lines == ["[!] Could not load users", "    Offline."])
    #expect(panel.table.numberOfRows == 0)

    // when
    panel.showEmptyState("No users")

    // then
    #expect(panel.alert == nil)
    #expect(panel.lines == ["No users"])
  }

  @Test func notice_standsBetweenTheSearchFieldAndTheList() {
    var panel = ListPanel(searchable: true)
    panel.notice = Banner("Offline")
    panel.show(rows: [Row(title: "A")])

    #expect(panel.lines == ["Search: (empty)", "", "(Offline)", "", "1. A"])
  }

  @Test func showLoading_dismissesTheAlert() {
    var panel = ListPanel()
    panel.showAlert(title: "T", message: "M")

    panel.showLoading()

    #expect(panel.lines == ["Loading…"])
  }
}
