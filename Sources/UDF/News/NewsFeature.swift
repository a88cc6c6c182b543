// UDF · news — list, search through the service, and a detail screen, navigation as state.
//
// Start with NewsFeature: a search asks the *service*, not a local filter, as the original
// asks the API's search endpoint, so every query is an effect whose answer comes back as
// `.articlesResponse`. Selecting a row sets `detail`, the pushed screen's state, and
// `.detail(.backTapped)` sets it back to `nil`: the list's state says which screen is shown,
// and NewsListView makes the window follow it (NavigationFollower). ArticleDetailView runs on
// a store scoped to `detail`, so one reducer and one state describe the whole feature.
import Domain

/// The news list's state, actions and reducer, the pushed article detail's included.
struct NewsFeature: Reducer {
  struct State: Equatable, ListedState {
    /// The search field's text, trimmed, as the query reads it.
    var searchText = ""
    /// What the list shows: the articles a reader lists (``NewsFeed``).
    var list: ListState<Article> = .loading
    /// How many removed articles are not shown, e.g. `2 removed articles not shown`; `nil` for none.
    var notice: String?
    /// The article shown in detail, pushed over the list; `nil` while the list is on top.
    var detail: ArticleDetailFeature.State?
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    case searchTextChanged(String)
    case searchCleared
    /// The service's answer: the articles as the API sent them.
    case articlesResponse(Result<[Article], ServiceError>)
    /// The user selected the row at this 0-based index.
    case articleSelected(Int)
    /// An action of the pushed article detail.
    case detail(ArticleDetailFeature.Action)
  }

  /// Where the headlines and the search results come from; only the effects call it.
  let service: any NewsService

  /// The work a newer search or refresh supersedes: a load still out is cancelled for the new one.
  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      return load(&state)
    case .searchTextChanged(let text):
      state.searchText = SearchQuery(text).text
      return load(&state)
    case .searchCleared:
      return reduce(into: &state, action: .searchTextChanged(""))
    case .articlesResponse(.success(let articles)):
      let feed = NewsFeed(articles)
      state.notice = feed.notice
      state.list =
        feed.articles.isEmpty
        ? .empty(SearchQuery(state.searchText).emptyStateMessage("articles")) : .loaded(feed.articles)
      return .none
    case .articlesResponse(.failure(let error)):
      state.list = .failed(.init(title: FailureText.newsNotLoaded, message: error.message))
      return .none
    case .articleSelected(let index):
      let articles = state.list.items
      guard articles.indices.contains(index) else { return .none }
      state.detail = ArticleDetailFeature.State(article: articles[index])
      return .none
    case .detail(let action):
      guard var detail = state.detail else { return .none }
      let effect = ArticleDetailFeature().reduce(into: &detail, action: action)
      // Back closes the detail: the list's state no longer names it, so the window pops it.
      state.detail = action == .backTapped ? nil : detail
      return effect.map { .detail($0) }
    }
  }

  /// Shows the loading state and returns the effect that asks the service: the headlines for
  /// an empty query, the search results otherwise.
  private func load(_ state: inout State) -> Effect<Action> {
    state.list = .loading
    state.notice = nil
    let query = SearchQuery(state.searchText)
    return .run { [service] send in
      do throws(ServiceError) {
        let articles =
          query.isEmpty ? try await service.topHeadlines() : try await service.searchArticles(matching: query.text)
        await send(.articlesResponse(.success(articles)))
      } catch {
        await send(.articlesResponse(.failure(error)))
      }
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
