// VIPER · tracing the news list module — what crosses its presenter ↔ interactor ↔ router seams.
//
// NewsListRouter.assembleModule wires these decorators where no view stands to report the
// messages: each reports the call it receives to `--trace`, then forwards it.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingNewsListInteractor: NewsListInteractorInput {
  /// The interactor the requests go to.
  let interactor: any NewsListInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingNewsListInteractorOutput()

  init(_ interactor: any NewsListInteractorInput) {
    self.interactor = interactor
  }

  func loadArticles(matching query: SearchQuery) {
    Trace.message(from: "Presenter", to: "Interactor", "loadArticles(matching: \(literal: query.text))")
    interactor.loadArticles(matching: query)
  }

  func selectArticle(at index: Int) {
    Trace.message(from: "Presenter", to: "Interactor", "selectArticle(at: \(index))")
    interactor.selectArticle(at: index)
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingNewsListInteractorOutput: NewsListInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any NewsListInteractorOutput)?

  func didLoad(feed: NewsFeed) {
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(feed: \(count: feed.articles.count, "article"))")
    presenter?.didLoad(feed: feed)
  }

  func didFailToLoadArticles(with error: ServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToLoadArticles(with: .\(error))")
    presenter?.didFailToLoadArticles(with: error)
  }

  func didSelect(article: Article) {
    Trace.message(from: "Interactor", to: "Presenter", "didSelect(article: \(literal: article.title ?? ""))")
    presenter?.didSelect(article: article)
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingNewsListRouter: NewsListRouterInterface {
  /// The router the routes go to.
  let router: any NewsListRouterInterface

  init(_ router: any NewsListRouterInterface) {
    self.router = router
  }

  func presentDetail(for article: Article) {
    Trace.message(from: "Presenter", to: "Router", "presentDetail(for: \(literal: article.title ?? ""))")
    router.presentDetail(for: article)
  }
}
