// Wrong solution 21.1 · The answer is compared with the text in the field
//
// What it gets wrong: nothing is cancelled; an answer is dropped only when its query differs from the text, so an older answer for the same text still wins, and every stale search runs on.
import Domain

/// Searches the news as the user types and tells a passive ``NewsSearchView`` what to show.
@MainActor
final class NewsSearchPresenter {
  private weak var view: (any NewsSearchView)?
  private let service: any NewsService
  /// The query in the search field now.
  private var currentQuery = SearchQuery("")

  init(service: any NewsService) {
    self.service = service
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any NewsSearchView) {
    self.view = view
  }

  /// The search field's text changed: each change asks the news API for its own answer.
  func searchTextChanged(_ text: String) {
    let query = SearchQuery(text)
    view?.showSearchText(query.text)
    view?.showLoading()
    currentQuery = query
    Task { [weak self, service] in
      do throws(ServiceError) {
        let articles = try await service.searchArticles(matching: query.text)
        guard let self, query == currentQuery else { return }
        view?.show(articles: rows(of: articles))
      } catch {
        guard let self, query == currentQuery else { return }
        view?.showError(title: FailureText.newsNotLoaded, message: error.message)
      }
    }
  }

  private func rows(of articles: [Article]) -> [ArticleRowViewData] {
    articles.map {
      ArticleRowViewData(
        title: Article.Placeholder.text($0.title, or: Article.Placeholder.title),
        source: Article.Placeholder.text($0.source?.name, or: Article.Placeholder.source))
    }
  }
}
