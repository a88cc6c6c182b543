import Domain
import TextUI

/// Formats one article for the detail view, a default for every missing field.
@MainActor
public final class ArticleDetailPresenter {
  private weak var view: (any ArticleDetailView)?
  private weak var navigator: (any NewsNavigating)?
  private let article: Article

  public init(article: Article, navigator: any NewsNavigating) {
    self.article = article
    self.navigator = navigator
  }

  public func attach(view: any ArticleDetailView) {
    self.view = view
  }

  public func viewDidLoad() {
    typealias Placeholder = Article.Placeholder
    Trace.message(
      from: "Presenter", to: "View",
      "show(article: \(Placeholder.text(article.title, or: Placeholder.title).debugDescription))")
    view?.show(
      article: ArticleDetailViewData(
        title: Placeholder.text(article.title, or: Placeholder.title),
        author: Placeholder.text(article.author, or: Placeholder.author),
        source: Placeholder.text(article.source?.name, or: Placeholder.source),
        date: DisplayFormat.publishedDate(article.publishedAt),
        description: Placeholder.text(article.description, or: Placeholder.description),
        content: Placeholder.text(article.content, or: Placeholder.content)))
  }

  public func backTapped() {
    Trace.message(from: "Presenter", to: "Coordinator", "closeDetail()")
    navigator?.closeDetail()
  }
}
