import Domain
import Tracing

/// Turns list events into use-case requests, articles into rows, and a selection into a route.
///
/// It keeps the query the search field shows, so a refresh repeats the search. Missing titles
/// and sources show Domain's placeholders; no articles is an empty state that names the
/// search, not an error.
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

  func viewDidLoad() async {
    await loadArticles()
  }

  func refreshRequested() async {
    await loadArticles()
  }

  func searchTextChanged(_ text: String) async {
    query = SearchQuery(text)
    view?.showSearchText(query.text)
    await loadArticles()
  }

  func searchCleared() async {
    await searchTextChanged("")
  }

  func rowSelected(at index: Int) async {
    await interactor.selectArticle(at: index)
  }

  private func loadArticles() async {
    view?.showLoading()
    await interactor.loadArticles(matching: query)
  }

  // MARK: NewsListInteractorOutput

  func didLoad(articles: [Article]) {
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(articles: \(count: articles.count, "article"))")
    guard !articles.isEmpty else {
      view?.showEmptyState(message: query.emptyStateMessage("articles"))
      return
    }
    view?.show(rows: articles.map(Self.row))
  }

  func didFailToLoadArticles(with error: ServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToLoadArticles(with: .\(error))")
    view?.showError(title: FailureText.newsNotLoaded, message: error.message)
  }

  func didSelect(article: Article) async {
    Trace.message(from: "Interactor", to: "Presenter", "didSelect(article: \(literal: article.title ?? ""))")
    await router.presentDetail(for: article)
  }

  private static func row(for article: Article) -> ListRowDisplayItem {
    typealias Placeholder = Article.Placeholder
    return ListRowDisplayItem(
      title: Placeholder.text(article.title, or: Placeholder.title),
      detail: Placeholder.text(article.source?.name, or: Placeholder.source))
  }
}
