// Wrong solution 14.3 · The router wires the detail module by hand without the window
//
// What it gets wrong: the detail's router is given no window, so `back` from the article pops nothing.
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
    let router = ArticleDetailRouter(window: nil)
    let presenter = ArticleDetailPresenter(article: article, router: router)
    let view = ArticleDetailView(presenter: presenter)
    presenter.view = view
    window.push(view)
  }
}
