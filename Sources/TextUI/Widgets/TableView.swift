/// One row of a list: a title and an optional detail shown beside it.
public struct Row: Hashable, Sendable {
  /// The row's main text, e.g. a driver's name.
  package var title: String
  /// The text beside the title, e.g. `#44 · Mercedes`; empty for none.
  package var detail: String
  /// The title of the section the row belongs to, e.g. `Tomorrow`; `nil` in a plain list.
  package var section: String?

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: the row's main text.
  ///   - detail: the text beside it; none by default.
  public init(title: String, detail: String = "") {
    self.init(title: title, detail: detail, section: nil)
  }

  /// Creates a row in a titled section, as a grouped list shows it.
  ///
  /// - Parameters:
  ///   - title: the row's main text.
  ///   - detail: the text beside it; empty for none.
  ///   - section: the title of its section, shown above the first row of each section in view.
  package init(title: String, detail: String, section: String?) {
    self.title = title
    self.detail = detail
    self.section = section
  }
}

/// Where a table's rows come from: the text-mode `UITableViewDataSource`.
///
/// A table asks its data source for the number of rows and for the rows in view, and for
/// nothing else: a list of a million rows costs what the screen shows. It asks when it draws
/// after ``TableView/reloadData()`` or a scroll; drawing again without either asks nothing
/// (the rows drawn are kept, as `UITableView` reuses its cells).
@MainActor
package protocol TableDataSource: AnyObject {
  /// How many rows the list has.
  var numberOfRows: Int { get }
  /// The rows at `range`, in order.
  ///
  /// - Parameter range: 0-based positions in the whole list, within `0..<numberOfRows`.
  /// - Returns: one row per position.
  func rows(in range: Range<Int>) -> [Row]
}

/// A data source that holds its rows: what ``TableView/show(rows:)`` gives the table for a
/// list already made.
@MainActor
final class RowArray: TableDataSource {
  let rows: [Row]

  init(_ rows: [Row]) {
    self.rows = rows
  }

  var numberOfRows: Int { rows.count }

  func rows(in range: Range<Int>) -> [Row] {
    Array(rows[range])
  }
}

/// Where a scroll moves a table's view: the actions the window hands to the table on screen.
package enum ScrollMove: Hashable, Sendable, CaseIterable {
  /// One row further down the list (`down`).
  case down
  /// One row back up (`up`).
  case up
  /// A view's height further down (`next page`).
  case nextPage
  /// A view's height back up (`previous page`).
  case previousPage
  /// To the first row (`top`).
  case top
  /// To the last page (`bottom`).
  case bottom
}

/// A list with a loading and an empty state that draws only the rows in view: the text-mode
/// `UITableView`.
///
/// The table owns its scrolling and the rows it drew; its ``dataSource`` owns the rows. Rows
/// are numbered from 1 across the whole list (the number `select <n>` takes), details line up
/// in a column as wide as the longest title in view, and numbers are as wide as the list's last
/// one, so a list that fits in the view prints as it always has. A list longer than the view
/// shows a position line under the rows, e.g. `rows 21–40 of 51,300`.
@MainActor
public final class TableView {
  /// What the table shows.
  package enum Content: Hashable, Sendable {
    /// A request is running: the table shows the loading indicator.
    case loading
    /// The data source's rows.
    case rows
    /// No rows, with a message saying why; not an error.
    case empty(String)
    /// Nothing at all, e.g. behind an alert.
    case nothing
  }

  /// The rows a table shows when it is given no height: enough for every bundled fixture.
  package static let defaultRowsInView = 20

  /// What the table shows now.
  package private(set) var content = Content.loading
  /// Where the rows come from; the table does not keep it alive, as `UITableView` does not.
  package weak var dataSource: (any TableDataSource)?
  /// The rows ``show(rows:)`` gave, kept alive while they are the data source.
  private var heldRows: RowArray?
  /// How many rows fit in the view: the window sets it from `--rows` or the terminal.
  package var rowsInView = TableView.defaultRowsInView {
    didSet {
      rowsInView = max(1, rowsInView)
      drawn = nil
    }
  }
  /// The 0-based position of the first row in view.
  package private(set) var firstRow = 0
  /// The count and the lines of the rows asked for at the last draw, until a reload or a
  /// scroll: drawing again lays out nothing.
  private var drawn: (count: Int, width: Int, lines: [String])?

  /// Creates a table; it shows the loading state, as a screen starts.
  package init() {}

  /// Creates a table that shows `rows`.
  ///
  /// - Parameter rows: the rows, numbered from 1 on screen.
  package convenience init(rows: [Row]) {
    self.init()
    show(rows: rows)
  }

  /// Shows the loading indicator.
  package func showLoading() {
    content = .loading
  }

  /// Shows `message` in place of rows.
  ///
  /// - Parameter message: what the list says, e.g. `No drivers match "ham".`.
  package func showEmptyState(_ message: String) {
    content = .empty(message)
  }

  /// Shows nothing, e.g. while an alert stands in place of the list.
  package func showNothing() {
    content = .nothing
  }

  /// Shows rows already made, holding them as the table's data source.
  ///
  /// - Parameter rows: the rows, numbered from 1 on screen.
  package func show(rows: [Row]) {
    let held = RowArray(rows)
    heldRows = held
    dataSource = held
    reloadData()
  }

  /// Shows the data source's rows, asking it again at the next draw: the count and the rows in
  /// view. The position is kept, as `UITableView.reloadData()` keeps it, and moved up when the
  /// list has become shorter than it.
  package func reloadData() {
    if let dataSource, dataSource !== heldRows { heldRows = nil }
    content = .rows
    drawn = nil
  }

  /// How many rows the list has: none unless it shows rows.
  package var numberOfRows: Int {
    guard content == .rows else { return 0 }
    return drawn?.count ?? dataSource?.numberOfRows ?? 0
  }

  /// Whether the list is longer than the view, so that scrolling moves it.
  package var scrolls: Bool { numberOfRows > rowsInView }

  /// Moves the view; a move past either end stops there.
  ///
  /// - Parameter move: where to move.
  package func scroll(_ move: ScrollMove) {
    let target =
      switch move {
      case .down: firstRow + 1
      case .up: firstRow - 1
      case .nextPage: firstRow + rowsInView
      case .previousPage: firstRow - rowsInView
      case .top: 0
      case .bottom: numberOfRows
      }
    let moved = Self.clamped(target, count: numberOfRows, rowsInView: rowsInView)
    guard moved != firstRow else { return }
    firstRow = moved
    drawn = nil
  }

  /// The row `select <number>` picks, in the whole list, in view or not.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the 0-based index of the row.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  public func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try Self.index(ofRowNumber: number, amongRows: numberOfRows)
  }

  /// The 0-based index of row `number` in a list of `count` rows, numbered from 1.
  ///
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  package static func index(ofRowNumber number: Int, amongRows count: Int) throws(ActionRejection) -> Int {
    guard count > 0, (1...count).contains(number) else { throw .noSuchRow(number, rowCount: count) }
    return number - 1
  }

  /// The table as lines: the loading indicator, the empty state's message, or the rows in view
  /// with, when the list is longer than the view, the position line under them.
  package var lines: [String] {
    switch content {
    case .loading: return LoadingIndicator.lines
    case .empty(let message): return [message]
    case .nothing: return []
    case .rows: return rowsInViewNow(width: Layout.bodyWidth).lines
    }
  }

  /// The count and the lines of the rows in view: those of the last draw, or asked for and laid
  /// out now.
  private func rowsInViewNow(width: Int) -> (count: Int, lines: [String]) {
    if let drawn, drawn.width == width { return (drawn.count, drawn.lines) }
    let count = dataSource?.numberOfRows ?? 0
    firstRow = Self.clamped(firstRow, count: count, rowsInView: rowsInView)
    let range = firstRow..<min(count, firstRow + rowsInView)
    let rows = range.isEmpty ? [] : dataSource?.rows(in: range) ?? []
    var lines = Self.lines(for: rows, firstNumber: firstRow + 1, numberWidth: String(count).count, width: width)
    if count > rowsInView {
      let position = "rows " + Self.position(of: firstRow..<firstRow + rows.count, amongRows: count)
      lines.append(TerminalText.cut(position, toWidth: width))
    }
    drawn = (count, width, lines)
    return (count, lines)
  }

  /// `position` moved into the list so that the view is full when it can be.
  private static func clamped(_ position: Int, count: Int, rowsInView: Int) -> Int {
    max(0, min(position, count - rowsInView))
  }

  /// Where `range` lies in a list of `count` rows, as the position line and `--trace` write it:
  /// `1–20 of 51,300`, numbered from 1.
  ///
  /// - Parameters:
  ///   - range: 0-based positions in the list, not empty.
  ///   - count: how many rows the list has.
  package static func position(of range: Range<Int>, amongRows count: Int) -> String {
    "\(grouped(range.lowerBound + 1))–\(grouped(range.upperBound)) of \(grouped(count))"
  }

  /// `number` with a comma every three digits, e.g. `51,300`, whatever the locale.
  package static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// Rows laid out as a list shows them: numbered, details in one column, and under a header
  /// where a section begins (or at the top of the view), indented; no line wider than `width`.
  ///
  /// Widths are display widths (``TerminalText/width(_:)``): a wide character takes two columns.
  /// In a plain list the detail column is as wide as the longest title; in sections, as the
  /// longest title that has a detail beside it. When the columns do not fit in `width`, the
  /// details keep their own width up to a third of what is left after the numbers, the titles
  /// take the rest, and a cell too long is cut with `…` (``TerminalText/cut(_:toWidth:)``), as
  /// a table cell's label truncates its tail.
  ///
  /// - Parameters:
  ///   - rows: the rows in view, in order.
  ///   - firstNumber: the first row's number in the whole list.
  ///   - numberWidth: the width numbers are right-aligned to: the list's last number's.
  ///   - width: the most columns a line may take; the body's width unless told.
  /// - Returns: the lines.
  package static func lines(
    for rows: [Row], firstNumber: Int, numberWidth: Int, width: Int = Layout.bodyWidth
  ) -> [String] {
    let sectioned = rows.contains { $0.section != nil }
    let titled = sectioned ? rows.filter { !$0.detail.isEmpty } : rows
    let widest = (
      title: titled.lazy.map { TerminalText.width($0.title) }.max() ?? 0,
      detail: titled.lazy.map { TerminalText.width($0.detail) }.max() ?? 0
    )
    let available = max(1, width - (sectioned ? 2 : 0) - numberWidth - 2)
    var columns = widest
    if widest.title + 2 + widest.detail > available {
      columns.detail = min(widest.detail, max(available / 3, available - 2 - widest.title))
      columns.title = max(1, available - 2 - columns.detail)
    }
    var lines: [String] = []
    var section: String?
    for (offset, row) in rows.enumerated() {
      if sectioned, offset == 0 || row.section != section {
        section = row.section
        lines.append(TerminalText.cut(row.section ?? "", toWidth: width))
      }
      let number = String(firstNumber + offset)
      let prefix = (sectioned ? "  " : "") + String(repeating: " ", count: max(0, numberWidth - number.count))
      let numbered = prefix + number + ". "
      if row.detail.isEmpty {
        lines.append(numbered + TerminalText.cut(row.title, toWidth: available))
      } else {
        let title = TerminalText.padded(TerminalText.cut(row.title, toWidth: columns.title), to: columns.title)
        lines.append(numbered + title + "  " + TerminalText.cut(row.detail, toWidth: columns.detail))
      }
    }
    return lines
  }
}
