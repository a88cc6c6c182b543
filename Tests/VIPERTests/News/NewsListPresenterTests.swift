import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@MainActor
struct NewsListPresenterTests {
  private let view = NewsListViewMock()
  private let interactor = NewsListInteractorMock()
  private let router = NewsListRouterMock()

  private func makePresenter() -> NewsListPresenter {
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingAndAsksForArticles() async {
    // when
    await makePresenter().viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.calls == [.load])
  }

  @Test func refreshRequested_showsLoadingAndLoadsAgain() async {
    // when
    await makePresenter().refreshRequested()

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.calls == [.load])
  }

  @Test func searchSubmitted_showsTrimmedTextAndLoadingThenSearches() async {
    // when
    await makePresenter().searchSubmitted("  café ")

    // then
    #expect(view.calls == [.showSearchText("café"), .showLoading])
    #expect(interactor.calls == [.search("café")])
  }

  @Test func searchCleared_emptiesTheFieldAndSearchesForNothing() async {
    // when
    await makePresenter().searchCleared()

    // then
    #expect(view.calls == [.showSearchText(""), .showLoading])
    #expect(interactor.calls == [.search("")])
  }

  @Test func articleSelected_asksTheInteractorForThatRow() async {
    // when
    await makePresenter().articleSelected(at: 2)

    // then
    #expect(interactor.calls == [.select(2)])
  }

  @Test func didSelectArticle_routesToItsDetail() async {
    // given
    let presenter = makePresenter()

    // when
    await presenter.didSelect(article: Article.samples[0])

    // then
    #expect(router.presentedArticles == [Article.samples[0]])
  }

  @Test func didLoadArticles_showsTitleAndSourceWithPlaceholders() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didLoad(articles: [Article.stub(title: "VIPER in large teams"), Article()], matching: SearchQuery(""))

    // then
    #expect(
      view.calls == [
        .show([
          ArticleRowDisplayItem(title: "VIPER in large teams", source: "Swift Blog"),
          ArticleRowDisplayItem(title: "Untitled", source: "Unknown source"),
        ])
      ])
  }

  @Test func didLoadNoArticles_withoutQuery_showsEmptyState() {
    // when
    makePresenter().didLoad(articles: [], matching: SearchQuery(""))

    // then
    #expect(view.calls == [.showEmptyState("No articles")])
  }

  @Test func didLoadNoArticles_forQuery_showsEmptyStateNamingTheQuery() {
    // when
    makePresenter().didLoad(articles: [], matching: SearchQuery("zzz"))

    // then
    #expect(view.calls == [.showEmptyState("No articles match \"zzz\".")])
  }

  @Test func didFailToLoadArticles_showsErrorAlertWithTheApiMessage() {
    // when
    makePresenter().didFailToLoadArticles(with: .api("Your API key is invalid."))

    // then
    #expect(
      view.calls == [
        .showError(title: "Could not load news", message: "The server reported an error: Your API key is invalid.")
      ])
  }
}
