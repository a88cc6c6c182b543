import Domain

@testable import MVP

/// A news list view that records every call the presenter makes.
@MainActor
final class NewsListViewMock: NewsListViewInterface {
  enum Call: Equatable {
    case showLoading
    case show(articles: [ArticleRowViewData], notice: String? = nil)
    case showEmptyState(message: String, notice: String? = nil)
    case showSearchText(String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(articles: [ArticleRowViewData], notice: String?) { calls.append(.show(articles: articles, notice: notice)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showEmptyState(message: String, notice: String?) {
    calls.append(.showEmptyState(message: message, notice: notice))
  }
  func showSearchText(_ text: String) { calls.append(.showSearchText(text)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// An article detail view that records every call the presenter makes.
@MainActor
final class ArticleDetailViewMock: ArticleDetailViewInterface {
  private(set) var shownArticles: [ArticleDetailViewData] = []

  func show(article: ArticleDetailViewData) { shownArticles.append(article) }
}

/// A news coordinator that records where the presenters asked to go.
@MainActor
final class NewsCoordinatorMock: NewsCoordinating {
  enum Call: Equatable {
    case showDetail(Article)
    case closeDetail
  }

  private(set) var calls: [Call] = []

  func showDetail(of article: Article) { calls.append(.showDetail(article)) }
  func closeDetail() { calls.append(.closeDetail) }
}
