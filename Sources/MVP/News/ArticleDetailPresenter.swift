import Domain

/// Formats one article for the detail view as a reader shows it (``ArticleText``), a default
/// for every missing field.
@MainActor
final class ArticleDetailPresenter {
  private weak var view: (any ArticleDetailViewInterface)?
  private weak var coordinator: (any NewsCoordinating)?
  private let article: Article

  init(article: Article, coordinator: any NewsCoordinating) {
    self.article = article
    self.coordinator = coordinator
  }

  func attach(view: any ArticleDetailViewInterface) {
    self.view = view
  }

  func viewDidLoad() {
    let text = ArticleText(article)
    view?.show(
      article: ArticleDetailViewData(
        title: text.title, author: text.author, source: text.source, date: text.date, link: text.link,
        description: text.description, content: text.content))
  }

  func backTapped() {
    coordinator?.closeDetail()
  }
}
