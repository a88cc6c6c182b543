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
        "  Buy coffee beans and milk",
        "  Review",
        "Tomorrow",
        "  Call the dentist  Thursday",
        "  Walk              Thursday",
        "Next week",
        "  Plan              Monday",
      ])
  }

  @Test func sectionWithoutRows_showsItsHeaderOnly() {
    // given
    let table = SectionedTableView(sections: [.init(header: "Today", rows: [])], emptyMessage: "Nothing")

    // then
    #expect(table.lines == ["Today"])
  }
}
