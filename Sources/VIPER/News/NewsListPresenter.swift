import Domain

/// Turns list events into use-case requests, articles into rows, and a selection into a route.
///
/// Missing titles and sources show Domain's placeholders; no articles is an empty state that
/// names the search, not an error.
@MainActor
public final class NewsListPresenter: NewsListPresenterInterface, NewsListInteractorOutput {
  public weak var view: (any NewsListViewInterface)?
  let interactor: any NewsListInteractorInput
  let router: any NewsListRouterInterface

  public init(interactor: any NewsListInteractorInput, router: any NewsListRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: NewsListPresenterInterface

  public func viewDidLoad() async {
    view?.showLoading()
    await interactor.loadArticles()
  }

  public func refreshRequested() async {
    view?.showLoading()
    await interactor.loadArticles()
  }

  public func searchSubmitted(_ text: String) async {
    let query = SearchQuery(text)
    view?.showSearchText(query.text)
    view?.showLoading()
    await interactor.searchArticles(matching: query)
  }

  public func searchCleared() async {
    await searchSubmitted("")
  }

  public func articleSelected(at index: Int) async {
    await interactor.selectArticle(at: index)
  }

  // MARK: NewsListInteractorOutput

  public func didLoad(articles: [Article], matching query: SearchQuery) {
    guard !articles.isEmpty else {
      view?.showEmptyState(message: query.isEmpty ? "No articles" : "No articles match \"\(query.text)\".")
      return
    }
    view?.show(articles: articles.map(Self.row))
  }

  public func didFailToLoadArticles(with error: ServiceError) {
    view?.showError(title: "Could not load news", message: error.message)
  }

  public func didSelect(article: Article) async {
    await router.presentDetail(for: article)
  }

  private static func row(for article: Article) -> ArticleRowDisplayItem {
    typealias Placeholder = Article.Placeholder
    return ArticleRowDisplayItem(
      title: Placeholder.text(article.title, or: Placeholder.title),
      source: Placeholder.text(article.source?.name, or: Placeholder.source))
  }
}
