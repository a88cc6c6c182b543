import Testing

@testable import TextUI

/// A data source that counts what it is asked, as a presenter's spy would.
@MainActor
final class CountingRows: TableDataSource {
  var count: Int
  private(set) var countQueries = 0
  private(set) var rangesAsked: [Range<Int>] = []

  init(count: Int) {
    self.count = count
  }

  var numberOfRows: Int {
    countQueries += 1
    return count
  }

  func rows(in range: Range<Int>) -> [Row] {
    rangesAsked.append(range)
    return range.map { Row(title: "Row \($0 + 1)") }
  }
}

@MainActor
@Suite("TableView: draws the rows in view only, and scrolls")
struct TableScrollingTests {
  /// The data sources of this test: a table holds its data source weakly, as a screen's
  /// presenter or view model is held by the screen, not by the table.
  private let sources = Sources()

  private final class Sources {
    var all: [CountingRows] = []
  }

  private func table(_ source: CountingRows, rowsInView: Int = 3) -> TableView {
    sources.all.append(source)
    let table = TableView()
    table.rowsInView = rowsInView
    table.dataSource = source
    table.reloadData()
    return table
  }

  @Test func aMillionRows_askTheDataSourceForTheRowsInViewOnly() {
    // given
    let source = CountingRows(count: 1_000_000)
    let table = table(source, rowsInView: 20)

    // when
    let lines = table.lines

    // then
    #expect(source.rangesAsked == [0..<20])
    #expect(lines.count == 21)
    #expect(lines.first == "      1. Row 1")
    #expect(lines[19] == "     20. Row 20")
    #expect(lines.last == "rows 1–20 of 1,000,000")
  }

  @Test func drawingAgain_asksNothingUntilAReloadOrAScroll() {
    // given
    let source = CountingRows(count: 10)
    let table = table(source)
    _ = table.lines

    // when
    _ = table.lines
    _ = table.lines

    // then
    #expect(source.rangesAsked == [0..<3])

    // when
    table.reloadData()
    _ = table.lines
    table.scroll(.down)
    _ = table.lines

    // then
    #expect(source.rangesAsked == [0..<3, 0..<3, 1..<4])
  }

  @Test func aListThatFits_hasNoPositionLine() {
    let source = CountingRows(count: 3)
    let table = table(source)

    #expect(table.lines == ["1. Row 1", "2. Row 2", "3. Row 3"])
    #expect(!table.scrolls)
  }

  @Test func eachMove_showsTheRowsItNames() {
    // given 10 rows, 3 in view
    let source = CountingRows(count: 10)
    let table = table(source)
    func shown() -> [String] { table.lines }

    // then
    table.scroll(.down)
    #expect(shown() == [" 2. Row 2", " 3. Row 3", " 4. Row 4", "rows 2–4 of 10"])
    table.scroll(.nextPage)
    #expect(shown() == [" 5. Row 5", " 6. Row 6", " 7. Row 7", "rows 5–7 of 10"])
    table.scroll(.up)
    #expect(shown().last == "rows 4–6 of 10")
    table.scroll(.previousPage)
    #expect(shown().last == "rows 1–3 of 10")
    table.scroll(.bottom)
    #expect(shown() == [" 8. Row 8", " 9. Row 9", "10. Row 10", "rows 8–10 of 10"])
    table.scroll(.top)
    #expect(shown().last == "rows 1–3 of 10")
  }

  @Test(arguments: [ScrollMove.down, .nextPage, .bottom])
  func movingPastTheEnd_stopsOnTheLastPage(move: ScrollMove) {
    // given
    let source = CountingRows(count: 10)
    let table = table(source)
    table.scroll(.bottom)

    // when
    table.scroll(move)

    // then
    #expect(table.firstRow == 7)
    #expect(table.lines.last == "rows 8–10 of 10")
  }

  @Test(arguments: [ScrollMove.up, .previousPage, .top])
  func movingBeforeTheStart_stopsOnTheFirstRow(move: ScrollMove) {
    let source = CountingRows(count: 10)
    let table = table(source)

    table.scroll(move)

    #expect(table.firstRow == 0)
  }

  @Test func aReloadedListShorterThanThePosition_showsItsLastPage() {
    // given scrolled to rows 6–8 of 10
    let source = CountingRows(count: 10)
    let table = table(source)
    table.scroll(.nextPage)
    table.scroll(.nextPage)
    #expect(table.lines.last == "rows 7–9 of 10")

    // when the list shrinks to 5
    source.count = 5
    table.reloadData()

    // then
    #expect(table.lines == ["3. Row 3", "4. Row 4", "5. Row 5", "rows 3–5 of 5"])
  }

  @Test func aReload_keepsThePositionAsUITableViewDoes() {
    let source = CountingRows(count: 10)
    let table = table(source)
    table.scroll(.down)

    table.reloadData()

    #expect(table.lines.last == "rows 2–4 of 10")
  }

  @Test func select_namesARowOfTheWholeList_inViewOrNot() throws {
    let source = CountingRows(count: 10)
    let table = table(source)

    #expect(try table.index(ofRowNumber: 10) == 9)
    #expect(throws: ActionRejection.noSuchRow(11, rowCount: 10)) { try table.index(ofRowNumber: 11) }
  }

  @Test func scrolledSections_headTheFirstRowInViewWithItsSection() {
    // given two sections of three rows, three rows in view
    let table = TableView(
      rows: SectionedTableView.rows(of: [
        .init(header: "Today", rows: ["A", "B", "C"].map { Row(title: $0) }),
        .init(header: "Tomorrow", rows: ["D", "E", "F"].map { Row(title: $0) }),
      ]))
    table.rowsInView = 3

    // when
    table.scroll(.down)

    // then
    #expect(table.lines == ["Today", "  2. B", "  3. C", "Tomorrow", "  4. D", "rows 2–4 of 6"])
  }

  @Test func theTableDoesNotKeepItsDataSourceAlive() {
    let table = TableView()
    do {
      let source = CountingRows(count: 3)
      table.dataSource = source
      table.reloadData()
    }

    #expect(table.dataSource == nil)
    #expect(table.lines.isEmpty)
  }
}
