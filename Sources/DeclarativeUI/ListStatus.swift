import TextUI

/// What a list shows besides its rows: the rule every list screen shares, which TextUI's
/// `ListPanel` holds for the imperative views.
///
/// A spinner covers the list while it loads; a message covers it when it has no rows; an alert
/// stands in its place after an error. The list is drawn whatever the status, so its `select`
/// stays (and a row it lacks is rejected) while something covers it.
package enum ListStatus: Equatable {
  /// The rows show.
  case rows
  /// A load is out: a spinner covers the list.
  case loading
  /// No rows, and why, e.g. `No drivers match "ham".`: not an error.
  case empty(String)
  /// An error: the alert stands in the list's place.
  case alert(title: String, message: String)

  /// The status of a list whose model keeps each fact apart, as a view model or a store does:
  /// an alert first, then the spinner, then the empty message.
  ///
  /// - Parameters:
  ///   - isLoading: whether a load is out.
  ///   - emptyMessage: why there are no rows, or `nil`.
  ///   - alert: the alert's title and message, or `nil`.
  package init(isLoading: Bool, emptyMessage: String? = nil, alert: (title: String, message: String)?) {
    if let alert {
      self = .alert(title: alert.title, message: alert.message)
    } else if isLoading {
      self = .loading
    } else if let emptyMessage {
      self = .empty(emptyMessage)
    } else {
      self = .rows
    }
  }
}

extension View {
  /// Covers a list as its status says: a spinner or an empty message over it, or an alert in
  /// its place. Write it on the ``List``, under any notice above it.
  ///
  /// - Parameter status: what the list shows besides its rows.
  /// - Returns: the list, covered.
  package func listStatus(_ status: ListStatus) -> some View {
    var alert: (title: String, message: String)?
    if case .alert(let title, let message) = status { alert = (title, message) }
    return
      overlay {
        switch status {
        case .loading: ProgressView()
        case .empty(let message): Text(message)
        case .rows, .alert: EmptyView()
        }
      }
      .alert(alert?.title ?? "", message: alert?.message ?? "", isPresented: alert != nil)
  }
}
