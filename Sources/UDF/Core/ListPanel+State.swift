import TextUI

extension ListPanel {
  /// Shows a list state, laid out as every list screen of the kit is; the table asks its data
  /// source for the rows in view, and keeps where it is scrolled to.
  ///
  /// - Parameters:
  ///   - list: the state of the list.
  ///   - searchText: the search field's text, for screens with one; `nil` for none.
  ///   - notice: a one-line notice above the list, e.g. the offline banner.
  mutating func show<Item>(_ list: ListState<Item>, searchText: String? = nil, notice: String? = nil) {
    searchField?.text = searchText ?? ""
    self.notice = notice.map(Banner.init)
    switch list {
    case .loading: showLoading()
    case .failed(let alert): showAlert(title: alert.title, message: alert.message)
    case .empty(let message): showEmptyState(message)
    case .loaded: reloadRows()
    }
  }
}
