// Wrong solution 14.1 · The router wires the detail module by hand and misses a connection
//
// What it gets wrong: the detail's presenter is never given its view, so the pushed Article screen stays blank.
import Domain
import TextUI

/// Assembles the news list module and navigates from it.
@MainActor
final class NewsListRouter: NewsListRouterInterface {
  weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  /// Builds the list module: view, presenter, interactor and router, wired together.
  static func assembleModule(service: any NewsService, window: Window) -> NewsListView {
    let interactor = NewsListInteractor(service: service)
    let router = NewsListRouter(window: window)
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    let view = NewsListView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  func presentDetail(for article: Article) {
    guard let window else { return }
    let router = ArticleDetailRouter(window: window)
    let presenter = ArticleDetailPresenter(article: article, router: router)
    window.push(ArticleDetailView(presenter: presenter))
  }
}
