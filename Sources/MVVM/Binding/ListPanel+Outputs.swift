import TextUI

extension ListPanel {
  /// Shows a list view model's outputs, laid out as every list screen of the kit is.
  ///
  /// The outputs state one thing at a time (loading, failed, empty or rows), so the panel is
  /// set from all of them at once, each time one changes; the table it holds keeps where it is
  /// scrolled to.
  ///
  /// - Parameters:
  ///   - searchText: the `searchText` output, for screens with a search field; `nil` for none.
  ///   - notice: a one-line notice above the list, e.g. the offline banner.
  ///   - isLoading: the `isLoading` output.
  ///   - errorAlert: the `errorAlert` output; shown in place of the list.
  ///   - emptyMessage: the `emptyMessage` output.
  ///   - rows: the formatted rows as TextUI rows.
  mutating func bind(
    searchText: String? = nil, notice: String? = nil, isLoading: Bool, errorAlert: AlertViewData?,
    emptyMessage: String?, rows: @autoclosure () -> [Row]
  ) {
    bind(
      searchText: searchText, notice: notice, isLoading: isLoading, errorAlert: errorAlert, emptyMessage: emptyMessage
    ) { $0.show(rows: rows()) }
  }

  /// Shows a list view model's outputs whose rows the table asks for, in view only: the view,
  /// set as the table's data source when it is made, asks the view model's `rows(in:)` for them.
  ///
  /// - Parameters:
  ///   - searchText: the `searchText` output, for screens with a search field; `nil` for none.
  ///   - isLoading: the `isLoading` output.
  ///   - errorAlert: the `errorAlert` output; shown in place of the list.
  ///   - emptyMessage: the `emptyMessage` output.
  ///   - rowCount: the `rowCount` output: read here, so that a change of rows redraws the view.
  mutating func bind(
    searchText: String? = nil, isLoading: Bool, errorAlert: AlertViewData?, emptyMessage: String?, rowCount: Int
  ) {
    bind(
      searchText: searchText, notice: nil, isLoading: isLoading, errorAlert: errorAlert, emptyMessage: emptyMessage
    ) { $0.reloadRows() }
  }

  /// Shows a sectioned list view model's outputs, e.g. the to-dos grouped by day.
  ///
  /// - Parameters:
  ///   - notice: a one-line notice above the list, e.g. that a saved item is not listed.
  ///   - isLoading: the `isLoading` output.
  ///   - errorAlert: the `errorAlert` output; shown in place of the list.
  ///   - emptyMessage: the `emptyMessage` output.
  ///   - sections: the formatted sections as TextUI sections.
  mutating func bind(
    notice: String? = nil, isLoading: Bool, errorAlert: AlertViewData?, emptyMessage: String?,
    sections: @autoclosure () -> [SectionedTableView.Section]
  ) {
    bind(searchText: nil, notice: notice, isLoading: isLoading, errorAlert: errorAlert, emptyMessage: emptyMessage) {
      $0.show(sections: sections())
    }
  }

  private mutating func bind(
    searchText: String?, notice: String?, isLoading: Bool, errorAlert: AlertViewData?, emptyMessage: String?,
    showContent: (inout ListPanel) -> Void
  ) {
    searchField?.text = searchText ?? ""
    self.notice = notice.map(Banner.init)
    if isLoading {
      showLoading()
    } else if let errorAlert {
      showAlert(title: errorAlert.title, message: errorAlert.message)
    } else if let emptyMessage {
      showEmptyState(emptyMessage)
    } else {
      showContent(&self)
    }
  }
}
