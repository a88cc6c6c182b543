// MVP · shared — what every list presenter can tell its view, written and traced once.
//
// Each feature's view protocol refines ListViewInterface (or SearchableListViewInterface) with its own `show`;
// each list screen gets loading, empty state, error and search text from ListPanelView.
import TextUI
import Tracing

/// What every list presenter can tell its view, besides the rows themselves.
@MainActor
protocol ListViewInterface: AnyObject {
  func showLoading()
  func showEmptyState(message: String)
  func showError(title: String, message: String)
}

/// A list view with a search field the presenter fills with the query it used.
@MainActor
protocol SearchableListViewInterface: ListViewInterface {
  func showSearchText(_ text: String)
}

/// A passive list screen drawn by a ``ListPanel``: the list-view methods come with it.
@MainActor
protocol ListPanelView: ListViewInterface, TableScreen {
  var panel: ListPanel { get set }
}

extension ListPanelView {
  /// The table the window scrolls: the panel's.
  var tableView: TableView { panel.table }
}

extension ListPanelView where Self: TableDataSource {
  /// Shows the rows the screen's presenter holds: the table asks the screen, its data source
  /// (set when the screen is made, as a view controller sets it in `viewDidLoad`), for the count
  /// and the rows in view when it draws, and the screen asks the presenter.
  func reloadRows() {
    Trace.message(from: "Presenter", to: "View", "reloadRows()")
    panel.reloadRows()
  }
}

extension ListPanelView {
  /// Shows the loading state; a notice belongs to the rows it came with, so it goes too.
  func showLoading() {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    panel.notice = nil
    panel.showLoading()
  }

  func showEmptyState(message: String) {
    showEmptyState(message: message, notice: nil)
  }

  /// Shows the empty state with `notice` above it, or none.
  func showEmptyState(message: String, notice: String?) {
    Trace.message(
      from: "Presenter", to: "View",
      "showEmptyState(message: \(literal: message), notice: \(literal: notice))")
    panel.notice = notice.map(Banner.init)
    panel.showEmptyState(message)
  }

  func showError(title: String, message: String) {
    Trace.message(from: "Presenter", to: "View", "showError(title: \"\(title)\", message: \(literal: message))")
    panel.notice = nil
    panel.showAlert(title: title, message: message)
  }

  func showSearchText(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(literal: text))")
    panel.searchField?.text = text
  }
}
