import Domain
import Observation
import Tracing

/// Where the declarative news screens navigate: the "C" of MVVM+C as SwiftUI writes it, an
/// `@Observable` object that owns the navigation path instead of pushing screens itself.
///
/// It answers the same ``NewsCoordinating`` calls as `NewsCoordinator`, so the view models are
/// the imperative views' own: `showDetail(of:)` builds the detail's view model and appends it to
/// ``path``, `closeDetail()` removes it, and the `NavigationStack` that reads the path pushes and
/// pops. It owns the list's view model; the view models hold it weakly.
@MainActor
@Observable
final class NewsStackCoordinator: NewsCoordinating {
  /// The articles pushed over the list, bottom first.
  private(set) var path: [ArticleRoute] = []
  /// The list's view model, made with this coordinator as its navigation.
  @ObservationIgnored private(set) lazy var listViewModel = NewsListViewModel(service: service, coordinator: self)
  @ObservationIgnored private let service: any NewsService

  /// - Parameter service: the news service the list asks.
  init(service: any NewsService) {
    self.service = service
  }

  func showDetail(of article: Article) {
    Trace.message(from: "ViewModel", to: "Coordinator", "showDetail(of: \(literal: article.title ?? ""))")
    path.append(ArticleRoute(viewModel: ArticleDetailViewModel(article: article, coordinator: self)))
  }

  func closeDetail() {
    Trace.message(from: "ViewModel", to: "Coordinator", "closeDetail()")
    path.removeLast()
  }
}

/// A pushed article: its detail's view model, told apart from another by identity.
struct ArticleRoute: Hashable {
  /// The view model the detail screen reads.
  let viewModel: ArticleDetailViewModel

  static func == (lhs: ArticleRoute, rhs: ArticleRoute) -> Bool {
    lhs.viewModel === rhs.viewModel
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(viewModel))
  }
}
