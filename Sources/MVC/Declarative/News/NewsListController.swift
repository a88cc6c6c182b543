// MVC · news, declarative — list, search through the service, and a detail screen.
//
// Start with NewsListController: a search asks the *service*, not a local filter. Selecting a
// row appends the article to the controller's navigation path, and NewsListScreen's
// NavigationStack follows the path: it pushes ArticleDetailScreen; `back` writes the shorter
// path, and the list is as it was, search included. ArticleDetailController formats the
// article as a reader shows it.
import Domain
import Observation
import TextUI

/// Loads headlines or search results, holds what the news list shows and the articles pushed
/// over it. It lists what a reader lists (`NewsFeed`: no `[Removed]` placeholder, an address
/// once), with a notice of how many placeholders are not shown.
@Observable
@MainActor
final class NewsListController {
  /// What the list shows.
  private(set) var content = ListContent.loading
  /// The notice above the list, or `nil`.
  private(set) var notice: String?
  /// The articles whose detail is pushed over the list, bottom first.
  private(set) var path: [Article] = []
  /// The query, as the search field shows it: trimmed.
  var searchText: String { query.text }
  private var query = SearchQuery("")
  @ObservationIgnored private var articles: [Article] = []
  @ObservationIgnored private let service: any NewsService
  /// The load in flight: a newer search or refresh cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameter service: where headlines and search results come from.
  init(service: any NewsService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  /// The screen appeared: the headlines.
  func viewDidLoad() {
    loadArticles()
  }

  /// The user typed in the search field: asks the service for matching articles.
  func searchTextChanged(_ text: String) {
    query = SearchQuery(text)
    loadArticles()
  }

  /// The user pulled to refresh.
  func refreshRequested() {
    loadArticles()
  }

  /// The user tapped a row: its article's detail is pushed.
  func rowSelected(at index: Int) {
    guard articles.indices.contains(index) else { return }
    path.append(articles[index])
  }

  /// The navigation stack's path was written, e.g. by `back`.
  func pathChanged(to path: [Article]) {
    self.path = path
  }

  private func loadArticles() {
    loadTask?.cancel()
    notice = nil
    content = .loading
    loadTask = Task { [weak self, service, query] in
      do throws(ServiceError) {
        let feed = NewsFeed(
          query.isEmpty
            ? try await service.topHeadlines()
            : try await service.searchArticles(matching: query.text))
        guard let self, !Task.isCancelled else { return }
        show(feed)
      } catch {
        guard let self, !Task.isCancelled else { return }
        articles = []
        content = .alert(title: FailureText.newsNotLoaded, message: error.message)
      }
    }
  }

  private func show(_ feed: NewsFeed) {
    articles = feed.articles
    if let notice = feed.notice { self.notice = notice }
    content =
      articles.isEmpty
      ? .empty(query.emptyStateMessage("articles"))
      : .rows(
        articles.map { article in
          Row(title: ArticleText.title(of: article), detail: ArticleText.source(of: article))
        })
  }
}
