// UDF · declarative · shared — what every list screen covers its list with, read from the list
// state in the store's state (DeclarativeUI's `listStatus(_:)`).
import DeclarativeUI

extension ListState {
  /// What the list shows besides its rows, read from the one state a list has: a declarative
  /// screen covers its list with it (`listStatus(_:)`).
  var status: ListStatus {
    switch self {
    case .loading: .loading
    case .loaded: .rows
    case .empty(let message): .empty(message)
    case .failed(let alert): .alert(title: alert.title, message: alert.message)
    }
  }
}
