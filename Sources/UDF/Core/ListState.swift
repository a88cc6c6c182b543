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
}
