import TextUI

/// The upcoming list's view: an alert when there is one, then the loading state or the
/// grouped list.
///
/// It knows nothing of to-dos or stores: ``TodoListViewController`` sets its state and fills
/// its sectioned list; the view lays them out with TextUI widgets.
@MainActor
public final class TodoListTextView {
  /// Whether the loading indicator shows in place of the list.
  public var isLoading = true
  /// The grouped list, with its empty message, or `nil` when nothing is listed.
  public var list: SectionedTableView?
  /// The error alert, or `nil`.
  public var alert: Alert?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(alert?.lines ?? [], isLoading ? LoadingIndicator.lines : list?.lines ?? [])
  }
}
