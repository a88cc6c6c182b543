@testable import VIPER

/// Records what a presenter told its list view: every list module's view interface at once.
///
/// Told to reload its rows, it asks its ``rowSource`` — the presenter, as a real view asks it —
/// for every row, and records what it was answered then.
@MainActor
final class ListViewMock: UsersViewInterface, DriversViewInterface, NewsListViewInterface, TodoListViewInterface,
  MelodiesViewInterface
{
  enum Call: Equatable {
    case showLoading
    case show([ListRowDisplayItem])
    /// `reloadRows()`, with every row the presenter answered at that moment.
    case reloadRows([ListRowDisplayItem])
    case showSections([TodoSectionDisplayItem])
    case showEmptyState(String)
    case showSearchText(String)
    case showError(title: String, message: String)
    case showNetworkState(String)
    case showNotice(String?)
  }
  private(set) var calls: [Call] = []
  /// The presenter the mock asks for rows, for a list whose presenter is its data source.
  weak var rowSource: (any ListRowSource)?

  func showLoading() { calls.append(.showLoading) }
  func show(rows: [ListRowDisplayItem]) { calls.append(.show(rows)) }
  func reloadRows() {
    let rows = rowSource.map { source in source.rows(in: 0..<source.numberOfRows) } ?? []
    calls.append(.reloadRows(rows))
  }
  func show(sections: [TodoSectionDisplayItem]) { calls.append(.showSections(sections)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message)) }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
  func showNetworkState(_ text: String) { calls.append(.showNetworkState(text)) }
  func showNotice(_ text: String?) { calls.append(.showNotice(text)) }
}
