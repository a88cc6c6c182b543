import Domain
import TextUI

/// Formats the article for the detail view and routes `back`.
@MainActor
public final class ArticleDetailPresenter: ArticleDetailPresenterInterface, ArticleDetailInteractorOutput {
  public weak var view: (any ArticleDetailViewInterface)?
  let interactor: any ArticleDetailInteractorInput
  let router: any ArticleDetailRouterInterface

  public init(interactor: any ArticleDetailInteractorInput, router: any ArticleDetailRouterInterface) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: ArticleDetailPresenterInterface

  public func viewDidLoad() {
    Trace.message(from: "Presenter", to: "Interactor", "loadArticle()")
    interactor.loadArticle()
  }

  public func backTapped() {
    Trace.message(from: "Presenter", to: "Router", "dismissDetail()")
    router.dismissDetail()
  }

  // MARK: ArticleDetailInteractorOutput

  public func didLoad(article: Article) {
    typealias Placeholder = Article.Placeholder
    let data = ArticleDetailDisplayData(
      title: Placeholder.text(article.title, or: Placeholder.title),
      author: Placeholder.text(article.author, or: Placeholder.author),
      source: Placeholder.text(article.source?.name, or: Placeholder.source),
      date: DisplayFormat.publishedDate(article.publishedAt),
      description: Placeholder.text(article.description, or: Placeholder.description),
      content: Placeholder.text(article.content, or: Placeholder.content))
    Trace.message(from: "Presenter", to: "View", "show(article: \(data.title.debugDescription))")
    view?.show(article: data)
  }
}
