import TextUI

/// The users screen's view: an alert, when there is one, over a table.
///
/// Like a `UIView` subclass it knows nothing of users or services: ``UsersViewController``
/// fills its table and sets its alert, and the view lays them out with TextUI widgets.
@MainActor
public final class UsersTextView {
  /// The list of users, its loading state and its empty state.
  public var table = TableView()
  /// The error alert over the list, or `nil`.
  public var alert: Alert?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(alert?.lines ?? [], table.lines)
  }
}
