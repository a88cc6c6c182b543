// VIPER · tracing the article detail module — its presenter ↔ interactor ↔ router seams.
//
// ArticleDetailRouter.assembleModule wires these decorators where no view stands to report
// the messages: each reports the call it receives to `--trace`, then forwards it.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingArticleDetailInteractor: ArticleDetailInteractorInput {
  /// The interactor the requests go to.
  let interactor: any ArticleDetailInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingArticleDetailInteractorOutput()

  init(_ interactor: any ArticleDetailInteractorInput) {
    self.interactor = interactor
  }

  func loadArticle() {
    Trace.message(from: "Presenter", to: "Interactor", "loadArticle()")
    interactor.loadArticle()
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingArticleDetailInteractorOutput: ArticleDetailInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any ArticleDetailInteractorOutput)?

  func didLoad(article: Article) {
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(article: \(literal: article.title ?? ""))")
    presenter?.didLoad(article: article)
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingArticleDetailRouter: ArticleDetailRouterInterface {
  /// The router the routes go to.
  let router: any ArticleDetailRouterInterface

  init(_ router: any ArticleDetailRouterInterface) {
    self.router = router
  }

  func dismissDetail() {
    Trace.message(from: "Presenter", to: "Router", "dismissDetail()")
    router.dismissDetail()
  }
}
