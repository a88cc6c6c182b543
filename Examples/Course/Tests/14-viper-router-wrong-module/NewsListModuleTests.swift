import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E14VIPERRouterWrongModule

/// A view that records what its presenter told it, in order.
@MainActor
final class NewsListViewSpy: NewsListViewInterface {
  enum Shown: Equatable {
    case loading
    case articles([ArticleRowDisplayItem])
    case error(title: String, message: String)
  }

  private(set) var shown: [Shown] = []

  func showLoading() { shown.append(.loading) }
  func showArticles(_ rows: [ArticleRowDisplayItem]) { shown.append(.articles(rows)) }
  func showError(title: String, message: String) { shown.append(.error(title: title, message: message)) }
}

/// A news service that gives its headlines' answers in the order the test lists them.
actor ScriptedNewsService: NewsService {
  private var answers: [Result<[Article], ServiceError>]

  init(answers: [Result<[Article], ServiceError>]) {
    self.answers = answers
  }

  func topHeadlines() async throws(ServiceError) -> [Article] {
    try answers.removeFirst().get()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    []
  }
}

/// The headlines list: loading, failing, and how its parts hold one another and the window.
@Suite("Exercise 14: the news list module")
@MainActor
struct NewsListModuleTests {
  @Test func viewDidLoad_showsLoading_thenTheRows() async {
    // given
    let interactor = NewsListInteractor(service: NewsServiceMock())
    let presenter = NewsListPresenter(interactor: interactor, router: NewsListRouterSpy())
    let view = NewsListViewSpy()
    presenter.view = view
    interactor.output = presenter

    // when
    await settling { presenter.viewDidLoad() }

    // then
    #expect(
      view.shown == [
        .loading,
        .articles([
          ArticleRowDisplayItem(title: "Café culture and code", source: "Swift Blog"),
          ArticleRowDisplayItem(title: "VIPER in large teams", source: "Swift Blog"),
          ArticleRowDisplayItem(title: "Untitled", source: "Unknown source"),
        ]),
      ],
      "the view must show the loading state while the headlines are on their way, then the rows")
  }

  @Test func loadFailure_showsTheErrorAlert() async {
    // given
    let window = Window()
    let service = NewsServiceMock(headlines: .failure(.network("the network is unreachable")))

    // when
    await settling { window.setRoot(NewsListRouter.assembleModule(service: service, window: window)) }

    // then
    #expect(
      window.frame?.lines == [
        "[!] Could not load news", "    Could not reach the server (the network is unreachable).",
      ],
      "a failed load must show an alert with the service's message, not leave the list loading")
  }

  @Test func rowSelectedAfterAFailedReload_opensNothing() async {
    // given: the headlines loaded once, then the reload failed
    let service = ScriptedNewsService(answers: [.success(Article.samples), .failure(.network("offline"))])
    let interactor = NewsListInteractor(service: service)
    let router = NewsListRouterSpy()
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    interactor.output = presenter
    await settling { presenter.viewDidLoad() }
    await settling { presenter.viewDidLoad() }

    // when
    await settling { presenter.rowSelected(at: 1) }

    // then
    #expect(
      router.presentedTitles.isEmpty,
      "a row of the headlines shown before the failed reload still opened its article")
  }

  @Test func viewDroppedByItsOwner_isFreed_andLaterLoadsGoNowhere() async {
    // given: the list screen is owned by its window; its presenter only refers to it
    let interactor = NewsListInteractor(service: NewsServiceMock())
    let presenter = NewsListPresenter(interactor: interactor, router: NewsListRouterSpy())
    interactor.output = presenter
    var owner: NewsListView? = NewsListView(presenter: presenter)
    weak var view: NewsListView?
    view = owner
    presenter.view = owner

    // when: the screen goes, and the presenter loads afterwards
    owner = nil
    let viewOutlivedItsOwner = view != nil
    await settling { presenter.viewDidLoad() }

    // then
    #expect(viewOutlivedItsOwner == false, "the list screen outlived its owner: its presenter holds it")
    #expect(view == nil, "the list screen is still held after its presenter loaded")
  }

  @Test func presenterDroppedByItsOwner_isFreed_andTheInteractorsAnswerGoesNowhere() async {
    // given: the presenter is owned by its view; the interactor only refers to it
    let interactor = NewsListInteractor(service: NewsServiceMock())
    var owner: NewsListPresenter? = NewsListPresenter(interactor: interactor, router: NewsListRouterSpy())
    weak var presenter: NewsListPresenter?
    presenter = owner
    interactor.output = owner

    // when: the presenter goes, and the interactor loads afterwards
    owner = nil
    let presenterOutlivedItsOwner = presenter != nil
    await settling { interactor.loadHeadlines() }

    // then
    #expect(presenterOutlivedItsOwner == false, "the presenter outlived its owner: the interactor holds it")
    #expect(presenter == nil, "the presenter is still held after the interactor loaded")
  }

  @Test func windowClosedByItsOwner_isFreed_andSelectingOnAKeptListDoesNothing() async throws {
    // given: a window showing the list, which something else still holds too
    var owner: Window? = Window()
    weak var window: Window?
    window = owner
    let list = NewsListRouter.assembleModule(service: NewsServiceMock(), window: try #require(owner))
    await settling { owner?.setRoot(list) }

    // when: the window's owner lets it go, then the user selects a row on the list it showed
    owner = nil
    let windowOutlivedItsOwner = window != nil
    try await list.perform(.select(2))

    // then
    #expect(windowOutlivedItsOwner == false, "the window outlived its owner: the list's router holds it")
    #expect(window == nil, "the window is still held after a row of its list was selected")
  }
}
