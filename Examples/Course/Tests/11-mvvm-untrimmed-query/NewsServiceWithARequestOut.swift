import Domain
import DomainTestSupport

/// A news service that answers as `NewsServiceMock` does, and runs what the test gives it as the
/// next request begins, while the view model waits for the answer: the user types on while a
/// request is out, and that request is answered last.
@MainActor
final class NewsServiceWithARequestOut: NewsService {
  /// What answers.
  private let mock = NewsServiceMock()
  /// What to run as the next request begins, before it is answered; it runs once.
  var whileTheNextRequestIsOut: (@MainActor () async -> Void)?

  /// The queries the search endpoint was asked, in the order they were sent.
  private(set) var searchQueries: [String] = []

  func topHeadlines() async throws(ServiceError) -> [Article] {
    await runWhatWaitsForTheNextRequest()
    return try await mock.topHeadlines()
  }

  func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    searchQueries.append(query)
    await runWhatWaitsForTheNextRequest()
    return try await mock.searchArticles(matching: query)
  }

  private func runWhatWaitsForTheNextRequest() async {
    guard let work = whileTheNextRequestIsOut else { return }
    whileTheNextRequestIsOut = nil
    await work()
  }
}
