import Domain
import TextUI

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
  /// Between the presenter and its interactor and router sit reporting decorators, which report
  /// each message they pass on: the presenter holds those standing for the interactor and the
  /// router, and the interactor's keeps the decorator the interactor reports to, which holds the
  /// presenter weakly.
  ///
  /// - Parameters:
  ///   - service: where the interactor loads headlines and searches.
  ///   - window: where the router pushes the detail module.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(service: any NewsService, window: Window) -> NewsListView {
    let interactor = NewsListInteractor(service: service)
    let reporting = ReportingNewsListInteractor(interactor)
    let router = NewsListRouter(window: window)
    let presenter = NewsListPresenter(interactor: reporting, router: ReportingNewsListRouter(router))
    let view = NewsListView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func presentDetail(for article: Article) {
    guard let window else { return }
    window.push(ArticleDetailRouter.assembleModule(article: article, window: window))
  }
}
