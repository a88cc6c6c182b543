import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.news))
@MainActor
struct NewsListPresenterTests {
  private let view = ListViewMock()
  private let interactor = NewsListInteractorMock()
  private let router = NewsListRouterMock()

  private func makePresenter() -> NewsListPresenter {
    let presenter = NewsListPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  @Test func viewDidLoad_showsLoadingAndAsksForTheHeadlines() async {
    // when
    makePresenter().viewDidLoad()

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.calls == [.load(query: "")])
  }

  @Test func refreshRequested_showsLoadingAndLoadsAgain() async {
    // when
    makePresenter().refreshRequested()

    // then
    #expect(view.calls == [.showLoading])
    #expect(interactor.calls == [.load(query: "")])
  }

  @Test func searchTextChanged_showsTrimmedTextAndLoadingThenSearches() async {
    // when
    makePresenter().searchTextChanged("  café ")

    // then
    #expect(view.calls == [.showSearchText("café"), .showLoading])
    #expect(interactor.calls == [.load(query: "café")])
  }

  @Test func searchCleared_emptiesTheFieldAndSearchesForNothing() async {
    // when
    makePresenter().searchCleared()

    // then
    #expect(view.calls == [.showSearchText(""), .showLoading])
    #expect(interactor.calls == [.load(query: "")])
  }

  @Test func refreshAfterSearch_repeatsTheSearch() async {
    // given
    let presenter = makePresenter()
    presenter.searchTextChanged("viper")

    // when
    presenter.refreshRequested()

    // then
    #expect(interactor.calls == [.load(query: "viper"), .load(query: "viper")])
  }

  @Test func rowSelected_asksTheInteractorForThatRow() async {
    // when
    makePresenter().rowSelected(at: 2)

    // then
    #expect(interactor.calls == [.select(2)])
  }

  @Test func didSelectArticle_routesToItsDetail() async {
    // given
    let presenter = makePresenter()

    // when
    presenter.didSelect(article: Article.samples[0])

    // then
    #expect(router.presentedArticles == [Article.samples[0]])
  }

  @Test func didLoadArticles_showsTitleAndSourceWithPlaceholders() {
    // given
    let presenter = makePresenter()

    // when
    presenter.didLoad(feed: NewsFeed([Article.stub(title: "VIPER in large teams"), Article()]))

    // then
    #expect(
      view.calls == [
        .show([
          ListRowDisplayItem(title: "VIPER in large teams", detail: "Swift Blog"),
          ListRowDisplayItem(title: "Untitled", detail: "Unknown source"),
        ])
      ])
  }

  @Test func didLoadAFeedWithRemovedArticles_showsReadableRowsAndTheNotice() {
    // when
    makePresenter().didLoad(feed: NewsFeed(Article.newsAPIQuirks))

    // then
    #expect(
      view.calls == [
        .show([
          ListRowDisplayItem(title: "S&P 500 rallies", detail: "Swift Blog"),
          ListRowDisplayItem(title: "Tesla’s quarter", detail: "Swift Blog"),
        ]),
        .showNotice("1 removed article not shown"),
      ])
  }

  @Test func didLoadNoArticles_withoutQuery_showsEmptyState() {
    // when
    makePresenter().didLoad(feed: NewsFeed([]))

    // then
    #expect(view.calls == [.showEmptyState("No articles")])
  }

  @Test func didLoadNoArticles_forQuery_showsEmptyStateNamingTheQuery() async {
    // given
    let presenter = makePresenter()
    presenter.searchTextChanged("zzz")

    // when
    presenter.didLoad(feed: NewsFeed([]))

    // then
    #expect(view.calls.last == .showEmptyState("No articles match \"zzz\"."))
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
