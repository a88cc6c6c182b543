import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E14VIPERRouterWrongModule

/// The article's detail as the user reads it, and how its module holds its view and its window.
@Suite("Exercise 14: the article's detail")
@MainActor
struct ArticleDetailModuleTests {
  @Test func detail_showsTheTitle_theLabelledSourceAndDate_andTheDescription() async {
    // given
    let window = Window()
    let detail = ArticleDetailRouter.assembleModule(article: Article.samples[1], window: window)

    // when
    await settling { window.push(detail) }

    // then
    #expect(
      window.frame?.lines == [
        "VIPER in large teams",
        "",
        "Source:    Swift Blog",
        "Published: 17 Sep 2024, 14:30 UTC",
        "",
        "Modules and routers.",
      ],
      "the detail must show the title, the source and the date each under its label, then the description")
  }

  @Test func detailDroppedByItsOwner_isFreed_andItsPresenterStillLoadsSafely() {
    // given: the detail screen is owned by its window; its presenter only refers to it
    let window = Window()
    let presenter = ArticleDetailPresenter(
      article: Article.samples[1], router: ArticleDetailRouter(window: window))
    var owner: ArticleDetailView? = ArticleDetailView(presenter: presenter)
    weak var view: ArticleDetailView?
    view = owner
    presenter.view = owner

    // when: the screen goes, and the presenter is asked to show the article afterwards
    owner = nil
    let viewOutlivedItsOwner = view != nil
    presenter.viewDidLoad()

    // then
    #expect(
      viewOutlivedItsOwner == false,
      "the detail screen outlived its owner: its presenter holds it")
    #expect(view == nil, "the detail screen is still held after its presenter was asked to show the article")
  }

  @Test func windowClosedByItsOwner_isFreed_andBackFromAKeptDetailDoesNothing() async throws {
    // given: a window showing an article's detail, which something else still holds too
    var owner: Window? = Window()
    weak var window: Window?
    window = owner
    let detail = ArticleDetailRouter.assembleModule(article: Article.samples[1], window: try #require(owner))
    await settling { owner?.push(detail) }

    // when: the window's owner lets it go, then the user taps back on the detail it showed
    owner = nil
    let windowOutlivedItsOwner = window != nil
    try await detail.perform(.back)

    // then
    #expect(
      windowOutlivedItsOwner == false,
      "the window outlived its owner: the detail's router holds it")
    #expect(window == nil, "the window is still held after back was tapped on its detail")
  }
}
