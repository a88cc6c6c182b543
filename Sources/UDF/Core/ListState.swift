import Domain

/// What a list screen shows, one thing at a time: loading, the rows, an empty state or the
/// error of a failed load. The error stays until the list has new content to show, as every
/// pattern's alert does.
enum ListState<Item: Equatable>: Equatable {
  case loading
  case loaded([Item])
  case empty(String)
  case failed(Alert)

  /// An error alert as the state holds it: its title and sentence.
  struct Alert: Equatable {
    var title: String
    var message: String
  }

  /// The items listed; none unless loaded.
  var items: [Item] {
    if case .loaded(let items) = self { return items }
    return []
  }

  /// Whether the list is loading: a declarative view covers the list with its spinner.
  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The empty state's message, or `nil` when the list is not empty.
  var emptyMessage: String? {
    if case .empty(let message) = self { return message }
    return nil
  }

  /// The error of a failed load, or `nil`: a declarative view shows it with `.alert`.
  var alert: Alert? {
    if case .failed(let alert) = self { return alert }
    return nil
  }
}
