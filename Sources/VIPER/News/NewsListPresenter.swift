import Domain

/// Turns list events into use-case requests, articles into rows, and a selection into a route.
///
/// It keeps the query the search field shows, so a refresh repeats the search. Titles and
/// sources are shown as a reader shows them (``ArticleText``, Domain's placeholders for missing
/// ones); no articles is an empty state that names the search, not an error; removed articles
/// left out are a notice above the list.
@MainActor
final class NewsListPresenter: NewsListPresenterInterface, NewsListInteractorOutput {
  weak var view: (any NewsListViewInterface)?
  let interactor: any NewsListInteractorInput
  let router: any NewsListRouterInterface
  private var query = SearchQuery("")

  init(interactor: any NewsListInteractorInput, router: any NewsListRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: NewsListPresenterInterface

  func viewDidLoad() {
    loadArticles()
  }

  func refreshRequested() {
    loadArticles()
  }

  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    loadArticles()
  }

  func searchCleared() {
    searchTextChanged("")
  }

  func rowSelected(at index: Int) {
    interactor.selectArticle(at: index)
  }

  private func loadArticles() {
    view?.showLoading()
    interactor.loadArticles(matching: query)
  }

  // MARK: NewsListInteractorOutput

  func didLoad(feed: NewsFeed) {
    if feed.articles.isEmpty {
      view?.showEmptyState(message: query.emptyStateMessage("articles"))
    } else {
      view?.show(rows: feed.articles.map(Self.row))
    }
    if let notice = feed.notice {
      view?.showNotice(notice)
    }
  }

  func didFailToLoadArticles(with error: ServiceError) {
    view?.showError(title: FailureText.newsNotLoaded, message: error.message)
  }

  func didSelect(article: Article) {
    router.presentDetail(for: article)
  }

  private static func row(for article: Article) -> ListRowDisplayItem {
    ListRowDisplayItem(title: ArticleText.title(of: article), detail: ArticleText.source(of: article))
  }
}
