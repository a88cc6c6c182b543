import Domain

@testable import VIPER

/// Records what the news list interactor reported.
@MainActor
final class NewsListInteractorOutputMock: NewsListInteractorOutput {
  enum Call: Equatable {
    case didLoad(NewsFeed)
    case didFail(ServiceError)
    case didSelect(Article)
  }
  private(set) var calls: [Call] = []

  func didLoad(feed: NewsFeed) { calls.append(.didLoad(feed)) }
  func didFailToLoadArticles(with error: ServiceError) { calls.append(.didFail(error)) }
  func didSelect(article: Article) { calls.append(.didSelect(article)) }
}

/// Records the requests the news list presenter made.
@MainActor
final class NewsListInteractorMock: NewsListInteractorInput {
  enum Call: Equatable {
    case load(query: String)
    case select(Int)
  }
  private(set) var calls: [Call] = []

  func loadArticles(matching query: SearchQuery) { calls.append(.load(query: query.text)) }
  func selectArticle(at index: Int) { calls.append(.select(index)) }
}

/// Records where the news list presenter navigated.
@MainActor
final class NewsListRouterMock: NewsListRouterInterface {
  private(set) var presentedArticles: [Article] = []

  func presentDetail(for article: Article) { presentedArticles.append(article) }
}

/// Records what the detail interactor reported.
@MainActor
final class ArticleDetailInteractorOutputMock: ArticleDetailInteractorOutput {
  private(set) var loadedArticles: [Article] = []

  func didLoad(article: Article) { loadedArticles.append(article) }
}

/// Records what the detail presenter told its view.
@MainActor
final class ArticleDetailViewMock: ArticleDetailViewInterface {
  private(set) var shownArticles: [ArticleDetailDisplayItem] = []

  func show(article: ArticleDetailDisplayItem) { shownArticles.append(article) }
}

/// Counts the detail presenter's requests.
@MainActor
final class ArticleDetailInteractorMock: ArticleDetailInteractorInput {
  private(set) var loadCount = 0

  func loadArticle() { loadCount += 1 }
}

/// Counts the detail presenter's dismissals.
@MainActor
final class ArticleDetailRouterMock: ArticleDetailRouterInterface {
  private(set) var dismissCount = 0

  func dismissDetail() { dismissCount += 1 }
}
