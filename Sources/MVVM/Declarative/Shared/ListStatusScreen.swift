// MVVM · declarative · shared — what every list screen covers its list with, read from its view
// model's outputs (DeclarativeUI's `listStatus(_:)`).
import DeclarativeUI

extension ListStatus {
  /// The status of a list as a view model's outputs say it: whether it loads, why it is empty,
  /// and the alert of a failed load.
  ///
  /// - Parameters:
  ///   - isLoading: the `isLoading` output.
  ///   - emptyMessage: the `emptyMessage` output, for a list that has one.
  ///   - alert: the `errorAlert` output.
  init(isLoading: Bool, emptyMessage: String? = nil, alert: AlertViewData?) {
    self.init(isLoading: isLoading, emptyMessage: emptyMessage, alert: alert.map { ($0.title, $0.message) })
  }
}
