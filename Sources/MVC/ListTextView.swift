import TextUI
import Tracing

/// The view of every list screen in MVC: an optional search field, a notice, and the list's
/// content — loading, rows, rows in sections, an empty state or an alert.
///
/// Like a reusable `UIView` subclass it knows nothing of users, drivers, articles, to-dos or
/// melodies: each list controller owns one and sets its properties. It lays them out with
/// TextUI's ``ListPanel``, which keeps the rule every list shares: new content clears the
/// alert. Each property the controller sets is an edge of `--trace`, reported as it is set.
@MainActor
class ListTextView {
  /// What the list shows.
  enum Content {
    case loading
    case rows([Row])
    /// The rows of the table's data source (the controller, which set itself as
    /// `table.dataSource`), asked for again: the count, and the rows in view when the view
    /// draws, as `UITableView.reloadData()` does.
    case rowsFromDataSource
    /// Rows grouped under titled sections, e.g. to-dos by day.
    case sections([SectionedTableView.Section])
    /// No rows, with a message saying why; not an error.
    case empty(String)
    /// An alert in place of the list.
    case alert(title: String, message: String)
  }

  private var panel: ListPanel

  /// - Parameter searchable: whether the view shows a search field above the list.
  init(searchable: Bool = false) {
    panel = ListPanel(searchable: searchable)
  }

  /// What the list shows; setting new content takes down the alert.
  var content = Content.loading {
    didSet {
      Trace.message(from: "Controller", to: "View", "content = \(content.traced)")
      switch content {
      case .loading: panel.showLoading()
      case .rows(let rows): panel.show(rows: rows)
      case .rowsFromDataSource: panel.reloadRows()
      case .sections(let sections): panel.show(sections: sections)
      case .empty(let message): panel.showEmptyState(message)
      case .alert(let title, let message): panel.showAlert(title: title, message: message)
      }
    }
  }

  /// The text in the search field, for a view that has one.
  var searchText = "" {
    didSet {
      Trace.message(from: "Controller", to: "View", "searchText = \(searchText.traced)")
      panel.searchField?.text = searchText
    }
  }

  /// The one-line notice above the list, e.g. that the data is offline, or `nil`.
  var notice: Banner? {
    didSet {
      Trace.message(from: "Controller", to: "View", "notice = \(notice?.traced ?? "nil")")
      panel.notice = notice
    }
  }

  /// The table the list is drawn in, which the window scrolls.
  var table: TableView { panel.table }

  /// The row `select <number>` picks.
  ///
  /// - Returns: the 0-based index of the row.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when the list has no such row.
  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try panel.index(ofRowNumber: number)
  }

  /// The lines the view draws now.
  var lines: [String] {
    panel.lines
  }
}
