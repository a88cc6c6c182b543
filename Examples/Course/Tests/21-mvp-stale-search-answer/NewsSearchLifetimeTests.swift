import Domain
import DomainTestSupport
import Testing

@testable import E21MVPStaleSearchAnswer

/// A presenter whose screen has gone while a search is out.
@Suite("Exercise 21: the search of a presenter that has gone")
@MainActor
struct NewsSearchLifetimeTests {
  @Test func presenterFreedWhileASearchIsOut_goes_andItsSearchIsCancelled() async {
    // given: a search out
    let service = NewsSearchGate()
    let view = NewsSearchViewSpy()
    var presenter: NewsSearchPresenter? = NewsSearchPresenter(service: service)
    weak var gone: NewsSearchPresenter?
    gone = presenter
    presenter?.attach(view: view)
    let typing = Task { await settling { presenter?.searchTextChanged("swift") } }
    _ = await service.searchStarted()

    // when: the screen lets its presenter go, then the answer comes
    presenter = nil
    let presenterOutlivedItsScreen = gone != nil
    service.answer(0, with: .success([Article.samples[0]]))
    await typing.value

    // then
    #expect(presenterOutlivedItsScreen == false, "the presenter outlived its screen: its search task holds it")
    #expect(service.wasCancelled(0) == true, "the presenter went, and its search ran on")
    #expect(view.calls == [.searchText("swift"), .loading], "a search whose presenter has gone must show nothing")
  }

  /// The screen owns its view; the presenter must not keep it alive once it goes, nor talk to it.
  @Test func viewDroppedByItsScreen_isFreed_andTheNextSearchGoesNowhere() async {
    // given
    let service = NewsSearchGate()
    let presenter = NewsSearchPresenter(service: service)
    weak var gone: NewsSearchViewSpy?
    do {
      let view = NewsSearchViewSpy()
      presenter.attach(view: view)
      gone = view
    }

    // when: the view has gone, and a search is answered
    let typing = Task { await settling { presenter.searchTextChanged("swift") } }
    _ = await service.searchStarted()
    service.answer(0, with: .success([Article.samples[0]]))
    await typing.value

    // then
    #expect(gone == nil, "the presenter keeps its view alive: the screen it belongs to can never be freed")
  }
}
