import Domain

/// Formats the article for the detail view as a reader shows it (``ArticleText``) and routes
/// `back`.
@MainActor
final class ArticleDetailPresenter: ArticleDetailPresenterInterface, ArticleDetailInteractorOutput {
  weak var view: (any ArticleDetailViewInterface)?
  let interactor: any ArticleDetailInteractorInput
  let router: any ArticleDetailRouterInterface

  init(interactor: any ArticleDetailInteractorInput, router: any ArticleDetailRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: ArticleDetailPresenterInterface

  func viewDidLoad() {
    interactor.loadArticle()
  }

  func backTapped() {
    router.dismissDetail()
  }

  // MARK: ArticleDetailInteractorOutput

  func didLoad(article: Article) {
    let text = ArticleText(article)
    let data = ArticleDetailDisplayItem(
      title: text.title, author: text.author, source: text.source, date: text.date, link: text.link,
      description: text.description, content: text.content)
    view?.show(article: data)
  }
}
