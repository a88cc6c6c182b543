import Domain

/// The use case "read one article": serves the entity the module was built with.
@MainActor
final class ArticleDetailInteractor: ArticleDetailInteractorInput {
  weak var output: (any ArticleDetailInteractorOutput)?
  private let article: Article

  init(article: Article) {
    self.article = article
  }

  func loadArticle() {
    output?.didLoad(article: article)
  }
}
