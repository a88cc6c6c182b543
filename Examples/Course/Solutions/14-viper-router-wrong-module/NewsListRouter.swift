// Solution 14 · VIPER · The router that opens the wrong module
//
// The router asks the detail module's own assembly for the detail of the article it was given
// and pushes that. Each module is built by its router's `assembleModule`, and routers are the
// only places that build modules. The service the router kept only to rebuild the list goes:
// the list's interactor has it.
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
    window.push(ArticleDetailRouter.assembleModule(article: article, window: window))
  }
}
