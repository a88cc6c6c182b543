import Domain
import Observation

/// States one article for the detail view, a default for every missing field.
///
/// An article does not change while it is shown, so the outputs are constants formatted once;
/// the type is still `@Observable` so that its view binds to it like to any other.
@MainActor
@Observable
final class ArticleDetailViewModel: ArticleDetailViewModelType, ArticleDetailViewModelInputs,
  ArticleDetailViewModelOutputs
{
  let title: String
  let author: String
  let source: String
  let date: String
  let description: String
  let content: String
  @ObservationIgnored private weak var coordinator: (any NewsCoordinating)?

  /// - Parameters:
  ///   - article: the article to show.
  ///   - coordinator: who closes the detail; held weakly.
  init(article: Article, coordinator: any NewsCoordinating) {
    typealias Placeholder = Article.Placeholder
    title = Placeholder.text(article.title, or: Placeholder.title)
    author = Placeholder.text(article.author, or: Placeholder.author)
    source = Placeholder.text(article.source?.name, or: Placeholder.source)
    date = DisplayFormat.publishedDate(article.publishedAt)
    description = Placeholder.text(article.description, or: Placeholder.description)
    content = Placeholder.text(article.content, or: Placeholder.content)
    self.coordinator = coordinator
  }

  var inputs: any ArticleDetailViewModelInputs { self }
  var outputs: any ArticleDetailViewModelOutputs { self }

  // MARK: Inputs

  func viewDidLoad() {}

  func backTapped() {
    coordinator?.closeDetail()
  }
}
