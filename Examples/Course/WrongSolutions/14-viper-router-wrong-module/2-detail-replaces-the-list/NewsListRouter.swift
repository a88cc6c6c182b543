// Wrong solution 14.2 · The router sets the detail as the window's root
//
// What it gets wrong: the detail replaces the list instead of being pushed on it, so `back` has nowhere to return.
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
    window.setRoot(ArticleDetailRouter.assembleModule(article: article, window: window))
  }
}
