import Domain
import DomainLive
import Foundation
import Testing

@Suite("Article placeholders and the NewsAPI response shape")
struct ArticleTests {
  @Test func placeholders_areWhatTheScreensShow() {
    #expect(Article.Placeholder.source == "Unknown source")
    #expect(Article.Placeholder.author == "Unknown author")
    #expect(Article.Placeholder.title == "Untitled")
    #expect(Article.Placeholder.description == "No description")
    #expect(Article.Placeholder.content == "No content")
    #expect(Article.Placeholder.date == "Unknown date")
  }

  @Test(arguments: [nil, "", "  ", "\n\t"] as [String?])
  func missingOrBlankValue_showsThePlaceholder(value: String?) {
    #expect(Article.Placeholder.text(value, or: Article.Placeholder.author) == "Unknown author")
  }

  @Test func valueWithText_isShownAsGiven() {
    #expect(Article.Placeholder.text("Jane Doe", or: Article.Placeholder.author) == "Jane Doe")
  }

  @Test func responseWithOnlyArticles_decodesEveryOtherFieldAsNil() throws {
    // given
    let json = #"{"articles": [{}]}"#

    // when
    let response = try DocumentDecoder.decode(NewsResponse.self, from: Data(json.utf8))

    // then
    #expect(response.status == nil)
    #expect(response.totalResults == nil)
    #expect(response.articles == [Article()])
  }

  @Test func nullFields_decodeAsNil() throws {
    // given
    let json = """
      {"status": null, "totalResults": null, "articles": [
        {"source": {"id": null, "name": "BBC News"}, "author": null, "title": "Opener", "description": null,
         "url": null, "urlToImage": null, "publishedAt": null, "content": null},
        {"source": null}
      ]}
      """

    // when
    let response = try DocumentDecoder.decode(NewsResponse.self, from: Data(json.utf8))

    // then
    #expect(response.status == nil)
    #expect(response.articles.count == 2)
    #expect(response.articles[0] == Article(source: Article.Source(name: "BBC News"), title: "Opener"))
    #expect(response.articles[1] == Article())
  }

  @Test func okResponseWithoutArticles_isADecodingError() {
    // given
    let json = #"{"status": "ok", "totalResults": 0}"#

    // then
    #expect(throws: ServiceError.decoding("missing key articles")) {
      try DocumentDecoder.decode(NewsResponse.self, from: Data(json.utf8))
    }
  }

  @Test func errorResponse_decodesWithNoArticlesAndItsMessage() throws {
    // given
    let json = #"{"status": "error", "code": "apiKeyInvalid", "message": "Your API key is invalid."}"#

    // when
    let response = try DocumentDecoder.decode(NewsResponse.self, from: Data(json.utf8))

    // then
    #expect(response.articles.isEmpty)
    #expect(response.code == "apiKeyInvalid")
    #expect(response.message == "Your API key is invalid.")
  }

  @Test func newResponse_countsItsArticlesByDefault() {
    // when
    let response = NewsResponse(articles: [Article(), Article()])

    // then
    #expect(response.status == "ok")
    #expect(response.totalResults == 2)
  }

  @Test(arguments: [
    (#"{"status": "error", "code": "rateLimited", "message": "Too many requests."}"#, "Too many requests."),
    (#"{"status": "error", "code": "rateLimited"}"#, "rateLimited"),
    (#"{"status": "error", "message": null, "articles": null}"#, "unknown error"),
  ])
  func errorStatus_makesTheNewsServiceThrowApi(json: String, expected: String) async {
    // given
    let service = LiveNewsService(source: InlineDataSource([.news: json]))

    // then
    await #expect(throws: ServiceError.api(expected)) { try await service.topHeadlines() }
    await #expect(throws: ServiceError.api(expected)) { try await service.searchArticles(matching: "swift") }
  }
}
