import TextUI

/// A list that asks for the rows in view only: the text-mode SwiftUI `List`, drawn by the
/// host's ``TextUI/TableView``, which keeps where it is scrolled to across draws.
///
/// A lazy list reads its count when the body is drawn (so a change of count draws the view
/// again) and asks `rows(in:)` for the rows in view when the frame is drawn: a list of a
/// million rows costs what the screen shows. One list a screen, as the window scrolls one.
package struct List: PrimitiveView {
  enum Content {
    case lazy(count: Int, rows: @MainActor (Range<Int>) -> [Row])
    case made([Row])
  }

  let content: Content
  let onSelect: (@MainActor (Int) -> Void)?

  /// Creates a list whose rows are asked for when they come into view.
  ///
  /// - Parameters:
  ///   - count: how many rows the list has.
  ///   - rows: the rows at a range of positions, asked for the rows in view.
  ///   - onSelect: what tapping a row does, given its 0-based index; `nil` when rows are not
  ///     tappable.
  package init(
    count: Int, rows: @escaping @MainActor (Range<Int>) -> [Row], onSelect: (@MainActor (Int) -> Void)? = nil
  ) {
    content = .lazy(count: count, rows: rows)
    self.onSelect = onSelect
  }

  /// Creates a list of rows already made.
  ///
  /// - Parameters:
  ///   - rows: the rows, numbered from 1 on screen.
  ///   - onSelect: what tapping a row does; `nil` when rows are not tappable.
  package init(_ rows: [Row], onSelect: (@MainActor (Int) -> Void)? = nil) {
    content = .made(rows)
    self.onSelect = onSelect
  }

  /// Creates a list of rows grouped under titled sections, numbered across them.
  ///
  /// - Parameters:
  ///   - sections: the sections, in order.
  ///   - onSelect: what tapping a row does; `nil` when rows are not tappable.
  package init(sections: [SectionedTableView.Section], onSelect: (@MainActor (Int) -> Void)? = nil) {
    self.init(SectionedTableView.rows(of: sections), onSelect: onSelect)
  }

  package func draw(in context: DrawContext) {
    let table = context.table
    switch content {
    case .lazy(let count, let rows):
      let source = LazyRows(count: count, rows: rows)
      context.rowSource = source
      table.dataSource = source
      table.reloadData()
    case .made(let rows):
      table.show(rows: rows)
    }
    context.add { table.lines }
    if let onSelect { context.add(.select(onSelect)) }
  }
}

/// The rows of a lazy ``List``: its count, read when the body was drawn, and its row provider.
@MainActor
final class LazyRows: TableDataSource {
  let numberOfRows: Int
  private let provider: @MainActor (Range<Int>) -> [Row]

  init(count: Int, rows: @escaping @MainActor (Range<Int>) -> [Row]) {
    numberOfRows = count
    provider = rows
  }

  func rows(in range: Range<Int>) -> [Row] {
    provider(range)
  }
}
