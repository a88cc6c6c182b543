import Domain
import TextUI

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
    await loadArticles()
  }

  public func refreshRequested() async {
    await loadArticles()
  }

  public func searchSubmitted(_ text: String) async {
    let query = SearchQuery(text)
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(query.text.debugDescription))")
    view?.showSearchText(query.text)
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    Trace.message(from: "Presenter", to: "Interactor", "searchArticles(matching: \(query.text.debugDescription))")
    await interactor.searchArticles(matching: query)
  }

  public func searchCleared() async {
    await searchSubmitted("")
  }

  public func articleSelected(at index: Int) async {
    Trace.message(from: "Presenter", to: "Interactor", "selectArticle(at: \(index))")
    await interactor.selectArticle(at: index)
  }

  private func loadArticles() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    Trace.message(from: "Presenter", to: "Interactor", "loadArticles()")
    await interactor.loadArticles()
  }

  // MARK: NewsListInteractorOutput

  public func didLoad(articles: [Article], matching query: SearchQuery) {
    guard !articles.isEmpty else {
      let message = query.isEmpty ? "No articles" : "No articles match \"\(query.text)\"."
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\(message.debugDescription))")
      view?.showEmptyState(message: message)
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(articles: \(articles.count) rows)")
    view?.show(articles: articles.map(Self.row))
  }

  public func didFailToLoadArticles(with error: ServiceError) {
    Trace.message(from: "Presenter", to: "View", "showError(\"Could not load news\")")
    view?.showError(title: "Could not load news", message: error.message)
  }

  public func didSelect(article: Article) async {
    Trace.message(from: "Presenter", to: "Router", "presentDetail(for: article)")
    await router.presentDetail(for: article)
  }

  private static func row(for article: Article) -> ArticleRowDisplayItem {
    typealias Placeholder = Article.Placeholder
    return ArticleRowDisplayItem(
      title: Placeholder.text(article.title, or: Placeholder.title),
      source: Placeholder.text(article.source?.name, or: Placeholder.source))
  }
}
