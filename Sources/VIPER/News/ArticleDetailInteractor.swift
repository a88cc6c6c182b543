import Domain
import TextUI

/// The use case "read one article": serves the entity the module was built with.
@MainActor
public final class ArticleDetailInteractor: ArticleDetailInteractorInput {
  public weak var output: (any ArticleDetailInteractorOutput)?
  private let article: Article

  public init(article: Article) {
    self.article = article
  }

  public func loadArticle() {
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(article: article)")
    output?.didLoad(article: article)
  }
}
