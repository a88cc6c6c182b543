import Domain
import Observation

/// A screen the news stack shows over the list.
enum NewsRoute: Hashable {
  /// An article's detail module, by the view state its presenter talks to.
  case article(ArticleDetailViewState)
}

/// The news feature's navigation state: the path the news routers write and
/// ``NewsStackScreen``'s `NavigationStack` follows. The root screen owns it; the routers hold it
/// weakly, as the imperative ones hold the window.
@Observable
@MainActor
final class NewsNavigation {
  /// The screens over the list, bottom first.
  var path: [NewsRoute] = []
}

/// The news list wireframe of the declarative views: assembles the list module and pushes the
/// detail module by appending its route to the path.
///
/// A second router beside `NewsListRouter`, which pushes the imperative detail view through the
/// window: a SwiftUI stack is pushed by writing its path, and the module it pushes has a view
/// state, not a screen. Both implement `NewsListRouterInterface`, so the presenter, the
/// interactor and the reporting decorators are the same.
@MainActor
final class NewsListPathRouter: NewsListRouterInterface {
  /// The path to push on; the root screen owns it, so this reference is weak.
  weak var navigation: NewsNavigation?

  init(navigation: NewsNavigation) {
    self.navigation = navigation
  }

  /// Builds and wires the news list module: the same interactor, presenter and reporting
  /// decorators as `NewsListRouter.assembleModule`, with this router and the view state the
  /// screen reads.
  ///
  /// - Parameters:
  ///   - service: where the interactor loads headlines and searches.
  ///   - navigation: the path the router pushes the detail module on.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleModule(service: any NewsService, navigation: NewsNavigation) -> NewsListViewState {
    let interactor = NewsListInteractor(service: service)
    let reporting = ReportingNewsListInteractor(interactor)
    let router = NewsListPathRouter(navigation: navigation)
    let presenter = NewsListPresenter(interactor: reporting, router: ReportingNewsListRouter(router))
    let view = NewsListViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func presentDetail(for article: Article) {
    guard let navigation else { return }
    navigation.path.append(.article(ArticleDetailPathRouter.assembleModule(article: article, navigation: navigation)))
  }
}
