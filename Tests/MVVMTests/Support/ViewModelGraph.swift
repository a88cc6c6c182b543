import DomainTestSupport

/// What MVVM's tests reach of a view model that its outputs do not show.
@MainActor
enum ViewModelGraph {
  /// The coordinator a view model navigates through: its private, weak `coordinator`, which only
  /// the window keeps alive.
  ///
  /// - Parameter viewModel: the view model, e.g. a list view's.
  /// - Returns: the coordinator, or `nil` when it is gone or there is no view model.
  static func coordinator(of viewModel: AnyObject?) -> AnyObject? {
    viewModel.flatMap { storedObject("coordinator", of: $0) }
  }
}
