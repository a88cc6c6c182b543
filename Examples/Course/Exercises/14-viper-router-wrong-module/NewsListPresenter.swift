import Domain

/// Turns the interactor's articles into rows, and a selected row into a trip to its detail.
@MainActor
final class NewsListPresenter: NewsListPresenterInterface, NewsListInteractorOutput {
  weak var view: (any NewsListViewInterface)?
  private let interactor: any NewsListInteractorInput
  private let router: any NewsListRouterInterface

  init(interactor: any NewsListInteractorInput, router: any NewsListRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() {
    view?.showLoading()
    interactor.loadHeadlines()
  }

  func rowSelected(at index: Int) {
    interactor.selectArticle(at: index)
  }

  func didLoad(articles: [Article]) {
    view?.showArticles(
      articles.map {
        ArticleRowDisplayItem(
          title: Article.Placeholder.text($0.title, or: Article.Placeholder.title),
          source: Article.Placeholder.text($0.source?.name, or: Article.Placeholder.source))
      })
  }

  func didFailToLoadArticles(with error: ServiceError) {
    view?.showError(title: FailureText.newsNotLoaded, message: error.message)
  }

  func didSelect(article: Article) {
    router.presentDetail(for: article)
  }
}
