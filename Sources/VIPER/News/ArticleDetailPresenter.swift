import Domain
import Tracing

/// Formats the article for the detail view and routes `back`.
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
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(article: \(literal: article.title ?? ""))")
    typealias Placeholder = Article.Placeholder
    let data = ArticleDetailDisplayItem(
      title: Placeholder.text(article.title, or: Placeholder.title),
      author: Placeholder.text(article.author, or: Placeholder.author),
      source: Placeholder.text(article.source?.name, or: Placeholder.source),
      date: DisplayFormat.publishedDate(article.publishedAt),
      description: Placeholder.text(article.description, or: Placeholder.description),
      content: Placeholder.text(article.content, or: Placeholder.content))
    view?.show(article: data)
  }
}
