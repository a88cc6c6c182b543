import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E14VIPERRouterWrongModule

/// A router that records where the presenter asked to go.
@MainActor
final class NewsListRouterSpy: NewsListRouterInterface {
  private(set) var presentedTitles: [String?] = []

  func presentDetail(for article: Article) {
    presentedTitles.append(article.title)
  }
}

/// Selecting a headline, through the whole module and through the presenter alone.
@Suite("Exercise 14: the router that opens the wrong module")
@MainActor
struct NewsListRoutingTests {
  @Test func selectingAnArticle_pushesItsDetail() async throws {
    // given
    let window = Window()
    await settling { window.setRoot(NewsListRouter.assembleModule(service: NewsServiceMock(), window: window)) }

    // when
    try await window.perform(.select(2))

    // then
    #expect(window.topScreen?.title == "Article")
    #expect(window.frame?.lines.first == "VIPER in large teams")
  }

  /// Every row opens the detail of its own article, the one without a title too.
  @Test(arguments: zip(Article.samples.indices, Article.samples))
  func selectingEachRow_pushesTheDetailOfItsArticle(index: Int, article: Article) async throws {
    // given
    let window = Window()
    await settling { window.setRoot(NewsListRouter.assembleModule(service: NewsServiceMock(), window: window)) }

    // when
    try await window.perform(.select(index + 1))

    // then
    #expect(window.screens.map(\.title) == ["News", "Article"])
    #expect(
      window.frame?.lines.first == Article.Placeholder.text(article.title, or: Article.Placeholder.title),
      "row \(index + 1) did not open the detail of its own article")
  }

  @Test func backFromTheDetail_returnsToTheList() async throws {
    // given
    let window = Window()
    await settling { window.setRoot(NewsListRouter.assembleModule(service: NewsServiceMock(), window: window)) }
    try await window.perform(.select(1))

    // when
    try? await window.perform(.back)

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen?.title == "News")
  }

  @Test func rowSelected_asksTheRouterForThatArticle() async {
    // given
    let interactor = NewsListInteractor(service: NewsServiceMock())
    let router = NewsListRouterSpy()
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    interactor.output = presenter
    await settling { presenter.viewDidLoad() }

    // when
    await settling { presenter.rowSelected(at: 1) }

    // then
    #expect(router.presentedTitles == ["VIPER in large teams"])
  }
}
