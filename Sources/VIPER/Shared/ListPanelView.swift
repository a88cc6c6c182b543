import TextUI
import Tracing

/// A list module's view drawn with TextUI's `ListPanel`: the shared view-interface methods,
/// written, and traced, once for every list view.
///
/// New content (loading, rows, an empty state) dismisses the alert, as `ListPanel` does; the
/// notice belongs to the rows it came with, so loading, an empty state or an error hide it.
@MainActor
protocol ListPanelView: ListViewInterface {
  var panel: ListPanel { get set }
}

extension ListPanelView {
  /// The table the window scrolls, for a view that is a `TableScreen`: the panel's.
  var tableView: TableView { panel.table }
}

extension ListPanelView where Self: TableDataSource {
  /// Shows the presenter's rows: the table asks the view, its data source (set when the view is
  /// made), for the count and the rows in view when it draws, and the view asks the presenter.
  func reloadRows() {
    Trace.message(from: "Presenter", to: "View", "reloadRows()")
    panel.reloadRows()
  }

  /// The rows in view, asked of `source`, the presenter; traced once per draw that asks.
  ///
  /// - Parameters:
  ///   - range: the positions the table asks for.
  ///   - source: the presenter.
  func rows(in range: Range<Int>, from source: any ListRowSource) -> [Row] {
    let asked = TableView.position(of: range, amongRows: source.numberOfRows)
    Trace.message(from: "View", to: "Presenter", "rows(\(asked))")
    return source.rows(in: range).map { Row(title: $0.title, detail: $0.detail) }
  }
}

extension ListPanelView {
  func showLoading() {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    panel.notice = nil
    panel.showLoading()
  }

  func show(rows: [ListRowDisplayItem]) {
    Trace.message(from: "Presenter", to: "View", "show(rows: \(count: rows.count, "row"))")
    panel.show(rows: rows.map { Row(title: $0.title, detail: $0.detail) })
  }

  func showEmptyState(message: String) {
    Trace.message(from: "Presenter", to: "View", "showEmptyState(message: \(literal: message))")
    panel.notice = nil
    panel.showEmptyState(message)
  }

  func showError(title: String, message: String) {
    Trace.message(from: "Presenter", to: "View", "showError(title: \(literal: title), message: …)")
    panel.notice = nil
    panel.showAlert(title: title, message: message)
  }

  func showNotice(_ text: String?) {
    Trace.message(from: "Presenter", to: "View", "showNotice(\(literal: text))")
    panel.notice = text.map(Banner.init)
  }

  func showSearchText(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(literal: text))")
    panel.searchField?.text = text
  }
}
