import Domain
import TextUI

/// The detail wireframe: assembles the detail module and pops it.
@MainActor
public final class ArticleDetailRouter: ArticleDetailRouterInterface {
  /// The window the detail was pushed on; this reference is weak.
  public weak var window: Window?

  public init(window: Window?) {
    self.window = window
  }

  /// Builds and wires the detail module for `article`: its one composition root.
  ///
  /// - Parameters:
  ///   - article: the entity the module shows.
  ///   - window: where the router pops the detail on `back`.
  /// - Returns: the view, which owns the rest of the module.
  public static func assembleModule(article: Article, window: Window) -> ArticleDetailView {
    let interactor = ArticleDetailInteractor(article: article)
    let router = ArticleDetailRouter(window: window)
    let presenter = ArticleDetailPresenter(interactor: interactor, router: router)
    let view = ArticleDetailView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }

  public func dismissDetail() {
    window?.pop()
  }
}
