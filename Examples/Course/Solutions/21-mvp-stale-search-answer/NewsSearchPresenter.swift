// Solution 21 · MVP · The late answer that wins
//
// The presenter keeps the search in flight: a newer query cancels it before it starts its own,
// and so does the presenter's end. A cancelled task drops what it gets back, articles or error,
// so only the newest query's answer reaches the view, whatever order the network answers in.
import Domain

/// Searches the news as the user types and tells a passive ``NewsSearchView`` what to show.
@MainActor
final class NewsSearchPresenter {
  private weak var view: (any NewsSearchView)?
  private let service: any NewsService
  /// The search in flight: a newer one cancels it, and so does the presenter's end.
  private var searchTask: Task<Void, Never>?

  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    searchTask?.cancel()
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
    searchTask?.cancel()
    searchTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let articles = try await service.searchArticles(matching: query.text)
        guard let self, !Task.isCancelled else { return }
        view?.show(articles: rows(of: articles))
      } catch {
        guard let self, !Task.isCancelled else { return }
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
