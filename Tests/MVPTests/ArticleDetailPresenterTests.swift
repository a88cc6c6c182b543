import Domain
import DomainTestSupport
import Testing

@testable import MVP

@Suite(.tags(.news))
@MainActor
struct ArticleDetailPresenterTests {
  private let view = ArticleDetailViewMock()
  private let coordinator = NewsCoordinatorMock()

  private func makePresenter(article: Article) -> ArticleDetailPresenter {
    let presenter = ArticleDetailPresenter(article: article, coordinator: coordinator)
    presenter.attach(view: view)
    return presenter
  }

  @Test func viewDidLoad_withFullArticle_showsEveryFieldFormatted() {
    // given
    let presenter = makePresenter(article: .stub())

    // when
    presenter.viewDidLoad()

    // then
    #expect(
      view.shownArticles == [
        ArticleDetailViewData(
          title: "Swift on Linux", author: "Jane Doe", source: "Swift Blog", date: "17 Sep 2024, 14:30 UTC",
          link: "https://example.com/swift-on-linux", description: ["Servers and tools."], content: ["Body text."])
      ])
  }

  @Test func viewDidLoad_withEmptyArticle_showsEveryDefault() {
    // given
    let presenter = makePresenter(article: Article())

    // when
    presenter.viewDidLoad()

    // then
    #expect(
      view.shownArticles == [
        ArticleDetailViewData(
          title: "Untitled", author: "Unknown author", source: "Unknown source", date: "Unknown date",
          link: "No link", description: ["No description"], content: ["No content"])
      ])
  }

  @Test func backTapped_asksCoordinatorToCloseDetail() {
    // given
    let presenter = makePresenter(article: .stub())

    // when
    presenter.backTapped()

    // then
    #expect(coordinator.calls == [.closeDetail])
  }
}
