import Testing
import TextUI

@testable import TextUI

@MainActor
@Suite("SectionedTableView: a list in titled sections")
struct SectionedTableViewTests {
  @Test func rows_knowTheirSection_inTheOrderShown() {
    let rows = SectionedTableView.rows(of: [
      .init(header: "Today", rows: [Row(title: "Buy milk")]),
      .init(header: "Tomorrow", rows: [Row(title: "Call", detail: "Thursday")]),
    ])

    #expect(
      rows == [
        Row(title: "Buy milk", detail: "", section: "Today"),
        Row(title: "Call", detail: "Thursday", section: "Tomorrow"),
      ])
  }

  @Test func sectionWithoutRows_showsNothing() {
    let table = TableView(
      rows: SectionedTableView.rows(of: [
        .init(header: "Today", rows: []), .init(header: "Tomorrow", rows: [Row(title: "Call")]),
      ]))

    #expect(table.lines == ["Tomorrow", "  1. Call"])
  }

  @Test func selectInAGroupedList_picksTheRowWithThatNumberAcrossSections() throws {
    // given: two rows today, one tomorrow
    var panel = ListPanel()
    let sections: [SectionedTableView.Section] = [
      .init(header: "Today", rows: [Row(title: "Buy milk"), Row(title: "Pay rent")]),
      .init(header: "Tomorrow", rows: [Row(title: "Call the dentist")]),
    ]
    panel.show(sections: sections)

    // when
    let index = try panel.index(ofRowNumber: 3)

    // then
    #expect(SectionedTableView.rows(of: sections)[index].title == "Call the dentist")
    #expect(throws: ActionRejection.noSuchRow(4, rowCount: 3)) { try panel.index(ofRowNumber: 4) }
  }
}
