import Testing
import TextUI

@testable import TextUI

@MainActor
@Suite("TableView: the text-mode list with loading and empty states")
struct TableViewTests {
  @Test func newTable_isLoading() {
    #expect(TableView().lines == ["Loading…"])
    #expect(TableView().lines == LoadingIndicator.lines)
    #expect(TableView().numberOfRows == 0)
  }

  @Test func emptyTable_showsItsMessage() {
    // given
    let table = TableView()
    table.showEmptyState("No users")

    // then
    #expect(table.lines == ["No users"])
    #expect(table.numberOfRows == 0)
  }

  @Test func rows_areNumberedWithDetailsInOneColumn() {
    // given
    let table = TableView(rows: [
      Row(title: "Iyad Agha", detail: "36 years"), Row(title: "Mila Haward", detail: "24 years"),
      Row(title: "Mark Astun", detail: "39 years"),
    ])

    // then
    #expect(table.lines == ["1. Iyad Agha    36 years", "2. Mila Haward  24 years", "3. Mark Astun   39 years"])
  }

  @Test func rowWithoutDetail_hasNoTrailingSpaces() {
    // given
    let table = TableView(rows: [Row(title: "Untitled"), Row(title: "A", detail: "BBC News")])

    // then
    #expect(table.lines == ["1. Untitled", "2. A         BBC News"])
  }

  @Test func combiningAccents_countAsOneCharacterForAlignment() {
    // given
    let table = TableView(rows: [
      Row(title: "Sergio PE\u{301}REZ", detail: "11"), Row(title: "Sergio PEREZ", detail: "12"),
    ])

    // then
    #expect(table.lines == ["1. Sergio PE\u{301}REZ  11", "2. Sergio PEREZ  12"])
  }

  @Test func tenOrMoreRows_rightAlignTheNumbers() {
    // given
    let rows = (1...10).map { Row(title: "Row \($0)", detail: "d") }

    // when
    let lines = TableView(rows: rows).lines

    // then
    #expect(lines.count == 10)
    #expect(lines.first == " 1. Row 1   d")
    #expect(lines[8] == " 9. Row 9   d")
    #expect(lines.last == "10. Row 10  d")
  }

  @Test(arguments: [(1, 0), (2, 1), (3, 2)])
  func rowNumber_isTheIndexPlusOne(number: Int, index: Int) throws {
    // given
    let table = TableView(rows: [Row(title: "A"), Row(title: "B"), Row(title: "C")])

    // then
    #expect(try table.index(ofRowNumber: number) == index)
  }

  @Test(arguments: [0, -1, 4, 100])
  func rowNumberOutsideTheList_isRejected(number: Int) {
    // given
    let table = TableView(rows: [Row(title: "A"), Row(title: "B"), Row(title: "C")])

    // then
    #expect(throws: ActionRejection.noSuchRow(number, rowCount: 3)) { try table.index(ofRowNumber: number) }
  }

  @Test(arguments: ["rows", "empty", "loading", "nothing"])
  func anyRowNumberOnAListWithoutRows_isRejected(state: String) {
    // given
    let table = TableView()
    switch state {
    case "rows": table.show(rows: [])
    case "empty": table.showEmptyState("No users")
    case "nothing": table.showNothing()
    default: table.showLoading()
    }

    // then
    #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) { try table.index(ofRowNumber: 1) }
  }

  @Test func emptyRowList_rendersNoLines() {
    #expect(TableView(rows: []).lines.isEmpty)
  }

  @Test func rowsInSections_showHeadersAndIndentedRowsWithOneDetailColumnAcrossSections() {
    // given
    let table = TableView(
      rows: SectionedTableView.rows(of: [
        .init(header: "Today", rows: [Row(title: "Buy coffee beans and milk"), Row(title: "Review")]),
        .init(
          header: "Tomorrow",
          rows: [Row(title: "Call the dentist", detail: "Thursday"), Row(title: "Walk", detail: "Thursday")]),
        .init(header: "Next week", rows: [Row(title: "Plan", detail: "Monday")]),
      ]))

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

  @Test func tenRowsOrMoreInSections_lineTheirNumbersUp() {
    let table = TableView(
      rows: SectionedTableView.rows(of: [
        .init(header: "Today", rows: (1...9).map { Row(title: "Item \($0)") }),
        .init(header: "Tomorrow", rows: [Row(title: "Item 10")]),
      ]))

    #expect(table.lines.first == "Today")
    #expect(table.lines[1] == "   1. Item 1")
    #expect(table.lines.last == "  10. Item 10")
  }

  @Test func grouped_putsACommaEveryThreeDigits() {
    #expect(TableView.grouped(7) == "7")
    #expect(TableView.grouped(999) == "999")
    #expect(TableView.grouped(1_000) == "1,000")
    #expect(TableView.grouped(51_300) == "51,300")
    #expect(TableView.grouped(1_000_000) == "1,000,000")
  }
}
