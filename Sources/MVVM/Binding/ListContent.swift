/// An error alert as a view model states it: the view shows it as a TextUI `Alert`.
struct AlertViewData: Equatable, Sendable {
  var title: String
  var message: String
}

/// What a list screen shows, one case at a time, so that a view model cannot be loading and
/// failed at once.
///
/// View models keep one `ListContent` and expose it as the separate outputs a view binds to:
/// ``rows``, ``isLoading``, ``emptyMessage`` and ``errorAlert``.
enum ListContent<Row: Equatable & Sendable>: Equatable, Sendable {
  case loading
  case loaded([Row])
  /// Nothing to show, with a message saying why; not an error.
  case empty(String)
  case failed(AlertViewData)

  /// The rows shown; none while loading, empty or failed.
  var rows: [Row] {
    if case .loaded(let rows) = self { return rows }
    return []
  }

  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  var emptyMessage: String? {
    if case .empty(let message) = self { return message }
    return nil
  }

  var errorAlert: AlertViewData? {
    if case .failed(let alert) = self { return alert }
    return nil
  }
}
