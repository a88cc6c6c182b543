@testable import VIPER

/// Records what a presenter told its list view: every list module's view interface at once.
@MainActor
final class ListViewMock: UsersViewInterface, DriversViewInterface, NewsListViewInterface, TodoListViewInterface,
  MelodiesViewInterface, FavouritesViewInterface
{
  enum Call: Equatable {
    case showLoading
    case show([ListRowDisplayItem])
    case showSections([TodoSectionDisplayItem])
    case showEmptyState(String)
    case showSearchText(String)
    case showError(title: String, message: String)
    case showNetworkState(String)
    case showNotice(String?)
  }
  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(rows: [ListRowDisplayItem]) { calls.append(.show(rows)) }
  func show(sections: [TodoSectionDisplayItem]) { calls.append(.showSections(sections)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message)) }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
  func showNetworkState(_ text: String) { calls.append(.showNetworkState(text)) }
  func showNotice(_ text: String?) { calls.append(.showNotice(text)) }
}
