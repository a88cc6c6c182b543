import Domain
import TextUI
import Tracing

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
  /// - Parameters:
  ///   - article: the entity the module shows.
  ///   - window: where the router pops the detail on `back`.
  /// - Returns: the view, which owns the rest of the module.
  static func assembleModule(article: Article, window: Window) -> ArticleDetailView {
    let interactor = ArticleDetailInteractor(article: article)
    let router = ArticleDetailRouter(window: window)
    let presenter = ArticleDetailPresenter(interactor: interactor, router: router)
    let view = ArticleDetailView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  func dismissDetail() {
    Trace.message(from: "Presenter", to: "Router", "dismissDetail()")
    window?.pop()
  }
}
