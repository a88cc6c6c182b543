import Domain
import DomainTestSupport
import Testing

@testable import E21MVPStaleSearchAnswer

/// A passive view that records every call the presenter makes, in order.
@MainActor
final class NewsSearchViewSpy: NewsSearchView {
  enum Call: Equatable {
    case searchText(String)
    case loading
    case articles([ArticleRowViewData])
    case error(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showSearchText(_ text: String) { calls.append(.searchText(text)) }
  func showLoading() { calls.append(.loading) }
  func show(articles: [ArticleRowViewData]) { calls.append(.articles(articles)) }
  func showError(title: String, message: String) { calls.append(.error(title: title, message: message)) }
}

/// Searches typed one after another, each answered when the test says, in any order.
@Suite("Exercise 21: the late answer that wins")
@MainActor
struct NewsSearchPresenterTests {
  let service = NewsSearchGate()
  let view = NewsSearchViewSpy()
  let presenter: NewsSearchPresenter

  init() {
    presenter = NewsSearchPresenter(service: service)
    presenter.attach(view: view)
  }

  /// The row the list shows for `article`.
  static func row(_ article: Article) -> ArticleRowViewData {
    ArticleRowViewData(
      title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
      source: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
  }

  /// Types `text` and returns once its search has reached the service, with the task that ends
  /// when the work the keystroke started has.
  func type(_ text: String) async -> Task<Void, Never> {
    let typing = Task { [presenter] in await settling { presenter.searchTextChanged(text) } }
    _ = await service.searchStarted()
    return typing
  }

  @Test func searchAnswered_showsItsArticles() async {
    // given
    let typing = await type(" swift ")

    // when
    service.answer(0, with: .success([Article.samples[0]]))
    await typing.value

    // then
    #expect(view.calls == [.searchText("swift"), .loading, .articles([Self.row(Article.samples[0])])])
  }

  @Test func searchThatFails_showsTheError() async {
    // given
    let typing = await type("swift")

    // when
    service.answer(0, with: .failure(.network("timed out")))
    await typing.value

    // then
    #expect(
      view.calls.last == .error(title: FailureText.newsNotLoaded, message: "Could not reach the server (timed out)."))
  }

  /// "swift", then "swiftui"; the network answers "swiftui" first, then "swift". The field says
  /// "swiftui", so the list must end on its articles.
  @Test func laterQueryAnsweredFirst_endsOnItsArticles() async {
    // given: two searches out
    let first = await type("swift")
    let second = await type("swiftui")

    // when: the newer one is answered first
    service.answer(1, with: .success([Article.samples[1]]))
    await second.value
    service.answer(0, with: .success([Article.samples[0]]))
    await first.value

    // then
    #expect(
      view.calls.last == .articles([Self.row(Article.samples[1])]),
      "the answer for \"swift\", which came last, overwrote the results of \"swiftui\", the query in the field")
  }

  /// A search that a newer query superseded is cancelled, so that it is not waited for, nor
  /// shown; the newer one is not.
  @Test func supersededSearch_isCancelled_andTheNewerOneIsNot() async {
    // given
    let first = await type("swift")
    let second = await type("swiftui")

    // when
    service.answer(0, with: .success([Article.samples[0]]))
    await first.value
    service.answer(1, with: .success([Article.samples[1]]))
    await second.value

    // then
    #expect(service.wasCancelled(0) == true, "the search for \"swift\" ran on after \"swiftui\" was typed")
    #expect(service.wasCancelled(1) == false, "the search for the query in the field was cancelled")
    #expect(view.calls.last == .articles([Self.row(Article.samples[1])]))
  }

  /// "swift", "swiftui", then "swift" again: the first answer is for the text in the field, but
  /// it is the oldest; the newest search's answer is the one to show.
  @Test func sameQueryTypedAgain_endsOnTheNewestAnswer() async {
    // given: three searches out, the first and the last for the same text
    let first = await type("swift")
    let second = await type("swiftui")
    let third = await type("swift")

    // when: they are answered newest first
    service.answer(2, with: .success([Article.samples[2]]))
    await third.value
    service.answer(1, with: .success([Article.samples[1]]))
    await second.value
    service.answer(0, with: .success([Article.samples[0]]))
    await first.value

    // then
    #expect(
      view.calls.last == .articles([Self.row(Article.samples[2])]),
      "the first search for \"swift\", answered last, overwrote the answer of the newest search for the same text")
  }

  /// A superseded search that fails late must not cover the newer query's results with its error.
  @Test func supersededSearchThatFailsLate_showsNoError() async {
    // given
    let first = await type("swift")
    let second = await type("swiftui")

    // when
    service.answer(1, with: .success([Article.samples[1]]))
    await second.value
    service.answer(0, with: .failure(.network("timed out")))
    await first.value

    // then
    #expect(
      view.calls.last == .articles([Self.row(Article.samples[1])]),
      "the superseded search for \"swift\" failed late, and its error covered the results of \"swiftui\"")
  }
}
