import Testing
import TextUI

@Suite("TableView: the text-mode list with loading and empty states")
struct TableViewTests {
  @Test func newTable_isLoading() {
    #expect(TableView().lines == ["Loading…"])
    #expect(TableView().lines == LoadingIndicator.lines)
    #expect(TableView().rows.isEmpty)
  }

  @Test func emptyTable_showsItsMessage() {
    // given
    let table = TableView(content: .empty("No users"))

    // then
    #expect(table.lines == ["No users"])
    #expect(table.rows.isEmpty)
  }

  @Test func rows_areNumberedWithDetailsInOneColumn() {
    // given
    let table = TableView(
      content: .rows([
        Row(title: "Iyad Agha", detail: "36 years"), Row(title: "Mila Haward", detail: "24 years"),
        Row(title: "Mark Astun", detail: "39 years"),
      ]))

    // then
    #expect(table.lines == ["1. Iyad Agha    36 years", "2. Mila Haward  24 years", "3. Mark Astun   39 years"])
  }

  @Test func rowWithoutDetail_hasNoTrailingSpaces() {
    // given
    let table = TableView(content: .rows([Row(title: "Untitled"), Row(title: "A", detail: "BBC News")]))

    // then
    #expect(table.lines == ["1. Untitled", "2. A         BBC News"])
  }

  @Test func combiningAccents_countAsOneCharacterForAlignment() {
    // given
    let table = TableView(
      content: .rows([Row(title: "Sergio PE\u{301}REZ", detail: "11"), Row(title: "Sergio PEREZ", detail: "12")]))

    // then
    #expect(table.lines == ["1. Sergio PE\u{301}REZ  11", "2. Sergio PEREZ  12"])
  }

  @Test func tenOrMoreRows_rightAlignTheNumbers() {
    // given
    let rows = (1...10).map { Row(title: "Row \($0)", detail: "d") }

    // when
    let lines = TableView(content: .rows(rows)).lines

    // then
    #expect(lines.count == 10)
    #expect(lines.first == " 1. Row 1   d")
    #expect(lines[8] == " 9. Row 9   d")
    #expect(lines.last == "10. Row 10  d")
  }

  @Test(arguments: [(1, 0), (2, 1), (3, 2)])
  func rowNumber_isTheIndexPlusOne(number: Int, index: Int) throws {
    // given
    let table = TableView(content: .rows([Row(title: "A"), Row(title: "B"), Row(title: "C")]))

    // then
    #expect(try table.index(ofRowNumber: number) == index)
  }

  @Test(arguments: [0, -1, 4, 100])
  func rowNumberOutsideTheList_isRejected(number: Int) {
    // given
    let table = TableView(content: .rows([Row(title: "A"), Row(title: "B"), Row(title: "C")]))

    // then
    #expect(throws: ActionRejection.noSuchRow(number, rowCount: 3)) { try table.index(ofRowNumber: number) }
  }

  @Test(arguments: [TableView.Content.rows([]), .empty("No users"), .loading])
  func anyRowNumberOnAListWithoutRows_isRejected(content: TableView.Content) {
    // given
    let table = TableView(content: content)

    // then
    #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) { try table.index(ofRowNumber: 1) }
  }

  @Test func emptyRowList_rendersNoLines() {
    #expect(TableView(content: .rows([])).lines.isEmpty)
  }

  @Test func indentedRows_haveNoNumbers() {
    // when
    let lines = TableView.lines(
      for: [Row(title: "Call", detail: "Thursday"), Row(title: "Write a post")], numbered: false)

    // then
    #expect(lines == ["  Call          Thursday", "  Write a post"])
  }

  @Test func titleWiderThanTheColumn_isNotCutAndDoesNotCrash() {
    let lines = TableView.lines(for: [Row(title: "Long title", detail: "x")], numbered: false, titleWidth: 2)

    #expect(lines == ["  Long title  x"])
  }
}
