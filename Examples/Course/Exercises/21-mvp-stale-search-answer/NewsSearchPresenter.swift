// Exercise 21 · MVP · The late answer that wins
//
// What it teaches: work that takes time runs in a task, and a newer input can make it stale.
// The user types "swift", then "swiftui": two searches are out, and the network answers in
// any order. This presenter shows every answer as it comes, so when the first search answers
// last, its articles overwrite the ones for "swiftui" — the screen lists results for a query
// no longer in the field. The presenter owns the work, so the fix is its: keep the task of
// the search in flight, cancel it when a newer query supersedes it (and when the presenter
// goes), and drop the answer of a cancelled task — its articles and its errors alike.
// Comparing the answer's query with the text now in the field is not the same: type "swift",
// "swiftui", then "swift" again, and the first answer matches the text but is the oldest.
// MVP is where this lives most plainly: the passive view shows whatever it is told last, so
// only the presenter can tell a current answer from a late one.
//
// Where to look: `searchTextChanged(_:)` below — the `Task { … }` nobody keeps.
// Check: `archdemo course check 21`.
import Domain

/// Searches the news as the user types and tells a passive ``NewsSearchView`` what to show.
@MainActor
final class NewsSearchPresenter {
  private weak var view: (any NewsSearchView)?
  private let service: any NewsService

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
    Task { [weak self, service] in
      do throws(ServiceError) {
        let articles = try await service.searchArticles(matching: query.text)
        guard let self else { return }
        view?.show(articles: rows(of: articles))
      } catch {
        guard let self else { return }
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
