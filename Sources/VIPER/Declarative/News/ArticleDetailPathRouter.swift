import Domain

/// The detail wireframe of the declarative views: assembles the detail module and pops it by
/// removing its route from the path.
///
/// A second router beside `ArticleDetailRouter`, which pops the window: here the path is the
/// stack. Both implement `ArticleDetailRouterInterface`, so the presenter, the interactor and
/// the reporting decorators are the same.
@MainActor
final class ArticleDetailPathRouter: ArticleDetailRouterInterface {
  /// The path the detail was pushed on; this reference is weak.
  weak var navigation: NewsNavigation?

  init(navigation: NewsNavigation) {
    self.navigation = navigation
  }

  /// Builds and wires the detail module for `article`: the same interactor, presenter and
  /// reporting decorators as `ArticleDetailRouter.assembleModule`, with this router and the
  /// view state the screen reads.
  ///
  /// - Parameters:
  ///   - article: the entity the module shows.
  ///   - navigation: the path the router pops on `back`.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleModule(article: Article, navigation: NewsNavigation) -> ArticleDetailViewState {
    let interactor = ArticleDetailInteractor(article: article)
    let reporting = ReportingArticleDetailInteractor(interactor)
    let router = ArticleDetailPathRouter(navigation: navigation)
    let presenter = ArticleDetailPresenter(interactor: reporting, router: ReportingArticleDetailRouter(router))
    let view = ArticleDetailViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func dismissDetail() {
    navigation?.path.removeLast()
  }
}
