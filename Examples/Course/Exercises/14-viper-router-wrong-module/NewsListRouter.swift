// Exercise 14 · VIPER · The router that opens the wrong module
//
// What it teaches: in VIPER, navigation and wiring live in the router, and only there — so a
// wiring slip hides from every test that stops at the presenter. Here the presenter does its
// part (a test with a router spy passes): it hands the selected article to the router. But the
// router, copied from the list's own assembly, builds and pushes another headlines list, so
// `select 2` shows the News screen again instead of the article.
//
// Where to look: `presentDetail(for:)` below; the detail module's assembly is in
// ArticleDetailModule.swift.
// Check: `archdemo course check 14`.
import Domain
import TextUI

/// Assembles the news list module and navigates from it.
@MainActor
final class NewsListRouter: NewsListRouterInterface {
  weak var window: Window?
  private let service: any NewsService

  init(service: any NewsService, window: Window?) {
    self.service = service
    self.window = window
  }

  /// Builds the list module: view, presenter, interactor and router, wired together.
  static func assembleModule(service: any NewsService, window: Window) -> NewsListView {
    let interactor = NewsListInteractor(service: service)
    let router = NewsListRouter(service: service, window: window)
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    let view = NewsListView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  func presentDetail(for article: Article) {
    guard let window else { return }
    window.push(NewsListRouter.assembleModule(service: service, window: window))
  }
}
