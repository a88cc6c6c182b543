import Domain
import Observation
import Tracing

/// A screen the news stack shows over the list.
enum NewsRoute: Hashable {
  /// An article's detail, with the view state its presenter talks to.
  case article(ArticleDetailViewState)
}

/// Moves between the news modules of the declarative views by writing a navigation path that
/// ``NewsStackScreen``'s `NavigationStack` follows: the "C" of MVP+C, as SwiftUI apps write it.
///
/// A second coordinator beside `NewsCoordinator`, which builds the imperative views and pushes
/// them through the window: here nothing pushes, the coordinator builds the detail's presenter
/// and view state and appends a route, and removing it pops. Both implement `NewsCoordinating`,
/// so the presenters are the same. The root screen holds the coordinator; the presenters hold
/// it weakly.
@Observable
@MainActor
final class NewsPathCoordinator: NewsCoordinating {
  /// The screens over the list, bottom first.
  var path: [NewsRoute] = []
  @ObservationIgnored private let service: any NewsService

  init(service: any NewsService) {
    self.service = service
  }

  /// Builds the list module: its presenter and the view state the root screen shows.
  ///
  /// - Returns: the list's view state, which owns its presenter.
  func makeList() -> NewsListViewState {
    NewsListViewState(presenter: NewsListPresenter(service: service, coordinator: self))
  }

  func showDetail(of article: Article) {
    Trace.message(from: "Presenter", to: "Coordinator", "showDetail(of: \(literal: article.title ?? ""))")
    let presenter = ArticleDetailPresenter(article: article, coordinator: self)
    path.append(.article(ArticleDetailViewState(presenter: presenter)))
  }

  func closeDetail() {
    Trace.message(from: "Presenter", to: "Coordinator", "closeDetail()")
    path.removeLast()
  }
}
