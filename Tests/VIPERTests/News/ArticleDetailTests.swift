import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.news))
@MainActor
struct ArticleDetailInteractorTests {
  @Test func loadArticle_reportsTheEntityTheModuleWasBuiltWith() {
    // given
    let output = ArticleDetailInteractorOutputMock()
    let interactor = ArticleDetailInteractor(article: Article.samples[1])
    interactor.output = output

    // when
    interactor.loadArticle()

    // then
    #expect(output.loadedArticles == [Article.samples[1]])
  }
}

@Suite(.tags(.news))
@MainActor
struct ArticleDetailPresenterTests {
  private let view = ArticleDetailViewMock()
  private let interactor = ArticleDetailInteractorMock()
  private let router = ArticleDetailRouterMock()

  private func makePresenter() -> ArticleDetailPresenter {
    let presenter = ArticleDetailPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_asksTheInteractorForTheArticle() {
    // when
    makePresenter().viewDidLoad()

    // then
    #expect(interactor.loadCount == 1)
  }

  @Test func didLoadFullArticle_showsEveryFieldAndAReadableDate() {
    // when
    makePresenter().didLoad(article: Article.stub())

    // then
    #expect(
      view.shownArticles == [
        ArticleDetailDisplayItem(
          title: "Swift on Linux", author: "Jane Doe", source: "Swift Blog", date: "17 Sep 2024, 14:30 UTC",
          link: "https://example.com/swift-on-linux", description: ["Servers and tools."], content: ["Body text."])
      ])
  }

  @Test func didLoadEmptyArticle_showsADefaultForEveryField() {
    // when
    makePresenter().didLoad(article: Article())

    // then
    #expect(
      view.shownArticles == [
        ArticleDetailDisplayItem(
          title: "Untitled", author: "Unknown author", source: "Unknown source", date: "Unknown date",
          link: "No link", description: ["No description"], content: ["No content"])
      ])
  }

  @Test func backTapped_asksTheRouterToDismiss() {
    // when
    makePresenter().backTapped()

    // then
    #expect(router.dismissCount == 1)
  }
}
