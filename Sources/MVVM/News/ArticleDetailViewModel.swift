import Domain
import Observation

/// States one article for the detail view as a reader shows it (``ArticleText``), a default for
/// every missing field.
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
  let link: String
  let description: [String]
  let content: [String]
  @ObservationIgnored private weak var coordinator: (any NewsCoordinating)?

  /// - Parameters:
  ///   - article: the article to show.
  ///   - coordinator: who closes the detail; held weakly.
  init(article: Article, coordinator: any NewsCoordinating) {
    let text = ArticleText(article)
    title = text.title
    author = text.author
    source = text.source
    date = text.date
    link = text.link
    description = text.description
    content = text.content
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
