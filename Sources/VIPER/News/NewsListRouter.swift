import Domain
import TextUI
import Tracing

/// The news list wireframe: assembles the list module and pushes the detail module.
@MainActor
final class NewsListRouter: NewsListRouterInterface {
  /// The window to navigate in; whoever opened it owns it, so this reference is weak.
  weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  /// Builds and wires the news list module: its one composition root.
  ///
  /// - Parameters:
  ///   - service: where the interactor loads headlines and searches.
  ///   - window: where the router pushes the detail module.
  /// - Returns: the view, which owns the rest of the module.
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
    Trace.message(from: "Presenter", to: "Router", "presentDetail(for: \(literal: article.title ?? ""))")
    guard let window else { return }
    window.push(ArticleDetailRouter.assembleModule(article: article, window: window))
  }
}
