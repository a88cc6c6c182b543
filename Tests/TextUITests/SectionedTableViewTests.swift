import Testing
import TextUI

@Suite("SectionedTableView: a list in titled sections")
struct SectionedTableViewTests {
  @Test func noSections_showTheEmptyMessage() {
    // given
    let table = SectionedTableView(sections: [], emptyMessage: "No upcoming items")

    // then
    #expect(table.lines == ["No upcoming items"])
  }

  @Test func sections_showHeadersAndIndentedRowsWithOneDetailColumnAcrossSections() {
    // given
    let table = SectionedTableView(
      sections: [
        .init(header: "Today", rows: [Row(title: "Buy coffee beans and milk"), Row(title: "Review")]),
        .init(
          header: "Tomorrow",
          rows: [Row(title: "Call the dentist", detail: "Thursday"), Row(title: "Walk", detail: "Thursday")]),
        .init(header: "Next week", rows: [Row(title: "Plan", detail: "Monday")]),
      ],
      emptyMessage: "No upcoming items")

    // then the column is as wide as the longest title that has a detail
    #expect(
      table.lines == [
        "Today",
        "  1. Buy coffee beans and milk",
        "  2. Review",
        "Tomorrow",
        "  3. Call the dentist  Thursday",
        "  4. Walk              Thursday",
        "Next week",
        "  5. Plan              Monday",
      ])
  }

  @Test func sectionWithoutRows_showsItsHeaderOnly() {
    // given
    let table = SectionedTableView(sections: [.init(header: "Today", rows: [])], emptyMessage: "Nothing")

    // then
    #expect(table.lines == ["Today"])
  }

  @Test func tenRowsOrMore_lineTheirNumbersUpAcrossSections() {
    let table = SectionedTableView(
      sections: [
        .init(header: "Today", rows: (1...9).map { Row(title: "Item \($0)") }),
        .init(header: "Tomorrow", rows: [Row(title: "Item 10")]),
      ],
      emptyMessage: "")

    #expect(table.lines.first == "Today")
    #expect(table.lines[1] == "   1. Item 1")
    #expect(table.lines.last == "  10. Item 10")
  }

  @Test func selectInAGroupedList_picksTheRowWithThatNumberAcrossSections() throws {
    // given: two rows today, one tomorrow
    var panel = ListPanel()
    panel.show(sections: [
      .init(header: "Today", rows: [Row(title: "Buy milk"), Row(title: "Pay rent")]),
      .init(header: "Tomorrow", rows: [Row(title: "Call the dentist")]),
    ])

    // when
    let index = try panel.index(ofRowNumber: 3)

    // then
    #expect(panel.rows[index] == Row(title: "Call the dentist"))
    #expect(throws: ActionRejection.noSuchRow(4, rowCount: 3)) { try panel.index(ofRowNumber: 4) }
  }
}
