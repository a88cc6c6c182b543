import Domain

/// Formats one article for the detail view, a default for every missing field.
@MainActor
final class ArticleDetailPresenter {
  private weak var view: (any ArticleDetailView)?
  private weak var coordinator: (any NewsCoordinating)?
  private let article: Article

  init(article: Article, coordinator: any NewsCoordinating) {
    self.article = article
    self.coordinator = coordinator
  }

  func attach(view: any ArticleDetailView) {
    self.view = view
  }

  func viewDidLoad() {
    typealias Placeholder = Article.Placeholder
    view?.show(
      article: ArticleDetailViewData(
        title: Placeholder.text(article.title, or: Placeholder.title),
        author: Placeholder.text(article.author, or: Placeholder.author),
        source: Placeholder.text(article.source?.name, or: Placeholder.source),
        date: DisplayFormat.publishedDate(article.publishedAt),
        description: Placeholder.text(article.description, or: Placeholder.description),
        content: Placeholder.text(article.content, or: Placeholder.content)))
  }

  func backTapped() {
    coordinator?.closeDetail()
  }
}
