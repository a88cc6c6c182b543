import Domain
import TextUI

/// The detail wireframe: assembles the detail module and pops it.
@MainActor
final class ArticleDetailRouter: ArticleDetailRouterInterface {
  /// The window the detail was pushed on; this reference is weak.
  weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  /// Builds and wires the detail module for `article`: its one composition root.
  ///
  /// Between the presenter and its interactor and router sit reporting decorators, which report
  /// each message they pass on: the presenter holds those standing for the interactor and the
  /// router, and the interactor's keeps the decorator the interactor reports to, which holds the
  /// presenter weakly.
  ///
  /// - Parameters:
  ///   - article: the entity the module shows.
  ///   - window: where the router pops the detail on `back`.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(article: Article, window: Window) -> ArticleDetailView {
    let interactor = ArticleDetailInteractor(article: article)
    let reporting = ReportingArticleDetailInteractor(interactor)
    let router = ArticleDetailRouter(window: window)
    let presenter = ArticleDetailPresenter(interactor: reporting, router: ReportingArticleDetailRouter(router))
    let view = ArticleDetailView(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissDetail() {
    window?.pop()
  }
}
