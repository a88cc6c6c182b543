import TextUI

extension ListPanel {
  /// A panel showing a list view model's outputs, laid out as every list screen of the kit is.
  ///
  /// The outputs state one thing at a time (loading, failed, empty or rows), so the panel is
  /// built afresh on each draw rather than told what changed.
  ///
  /// - Parameters:
  ///   - searchText: the `searchText` output, for screens with a search field; `nil` for none.
  ///   - notice: a one-line notice above the list, e.g. the offline banner.
  ///   - isLoading: the `isLoading` output.
  ///   - errorAlert: the `errorAlert` output; shown in place of the list.
  ///   - emptyMessage: the `emptyMessage` output.
  ///   - rows: the formatted rows as TextUI rows.
  init(
    searchText: String? = nil, notice: String? = nil, isLoading: Bool, errorAlert: AlertViewData?,
    emptyMessage: String?, rows: [Row]
  ) {
    self.init(
      searchText: searchText, notice: notice, isLoading: isLoading, errorAlert: errorAlert,
      emptyMessage: emptyMessage
    ) { $0.show(rows: rows) }
  }

  /// A panel showing a sectioned list view model's outputs, e.g. the to-dos grouped by day.
  ///
  /// - Parameters:
  ///   - notice: a one-line notice above the list, e.g. that a saved item is not listed.
  ///   - isLoading: the `isLoading` output.
  ///   - errorAlert: the `errorAlert` output; shown in place of the list.
  ///   - emptyMessage: the `emptyMessage` output.
  ///   - sections: the formatted sections as TextUI sections.
  init(
    notice: String? = nil, isLoading: Bool, errorAlert: AlertViewData?, emptyMessage: String?,
    sections: [SectionedTableView.Section]
  ) {
    self.init(
      searchText: nil, notice: notice, isLoading: isLoading, errorAlert: errorAlert, emptyMessage: emptyMessage
    ) { $0.show(sections: sections) }
  }

  private init(
    searchText: String?, notice: String?, isLoading: Bool, errorAlert: AlertViewData?, emptyMessage: String?,
    showContent: (inout ListPanel) -> Void
  ) {
    self.init(searchable: searchText != nil)
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
