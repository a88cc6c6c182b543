/// One article row, as the search list shows it.
struct ArticleRowViewData: Equatable, Sendable {
  var title: String
  var source: String
}

/// What the news search presenter can tell its passive view.
@MainActor
protocol NewsSearchView: AnyObject {
  /// The query as the search field should show it.
  func showSearchText(_ text: String)
  func showLoading()
  func show(articles: [ArticleRowViewData])
  func showError(title: String, message: String)
}
